import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import HraCalculatorScreen from './hra-calculator-screen';
import { hraCityOptions } from './hra-input';

beforeEach(() => window.history.replaceState(null, '', '/hra-calculator'));

const TAX_YEAR_2026 = 'Tax year 2026-27 (Income-tax Act, 2025)';
const FY_2025 = 'FY 2025-26 (Income-tax Act, 1961)';

async function calculate(rent: string, city: string, { hra = '20000', year = TAX_YEAR_2026 } = {}) {
  await userEvent.selectOptions(screen.getByLabelText('Tax year'), year);
  await userEvent.type(screen.getByLabelText('Basic salary'), '50000');
  await userEvent.type(screen.getByLabelText('HRA received'), hra);
  await userEvent.type(screen.getByLabelText('Rent paid'), rent);
  await userEvent.selectOptions(screen.getByLabelText('City'), city);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

const cityNames = () =>
  within(screen.getByLabelText('City'))
    .getAllByRole('option')
    .map((option) => option.textContent);

test('heading, fields and ₹0 results before the first calculation', () => {
  render(<HraCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'HRA Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Dearness allowance')).toHaveValue('0');
  expect(screen.getByLabelText('Tax year')).toHaveDisplayValue(TAX_YEAR_2026);
  expect(screen.getByLabelText('City')).toHaveDisplayValue('Delhi');
  expect(resultsIn()).toEqual({ 'Exempt HRA': '₹0', 'Taxable HRA': '₹0' });
  expect(screen.getByText(/The new regime allows no HRA exemption/)).toBeInTheDocument();
});

test('the city choice names the year’s cities and Other city; a city the year drops becomes Other city', async () => {
  render(<HraCalculatorScreen />);
  // The words are hra-input.test.ts's; here, that the select offers exactly them.
  expect(cityNames()).toEqual(hraCityOptions('2026-27').map((option) => option.label));
  expect(
    screen.getByText(
      '50% of salary in Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad; 40% in any other city.',
    ),
  ).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('City'), 'Pune');
  await userEvent.selectOptions(screen.getByLabelText('Tax year'), FY_2025);
  expect(cityNames()).toEqual(hraCityOptions('2025-26').map((option) => option.label));
  expect(screen.getByLabelText('City')).toHaveDisplayValue('Other city');
  expect(
    screen.getByText('50% of salary in Delhi, Mumbai, Kolkata and Chennai; 40% in any other city.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/and Rule 2A; the new regime is section 115BAC \(202\)\./)).toBeInTheDocument();
});

test.each([
  [TAX_YEAR_2026, 'Bengaluru', '₹3,00,000', '₹0', '50% of salary', '₹3,00,000', 'bengaluru', '2026-27'],
  [FY_2025, 'Other city', '₹2,40,000', '₹60,000', '40% of salary', '₹2,40,000', 'other', '2025-26'],
] as const)(
  'the issue’s reference, %s, %s: exempt %s, taxable %s; the link keeps the year',
  async (year, city, exempt, taxable, share, shareValue, cityParam, yearParam) => {
    render(<HraCalculatorScreen />);
    await calculate('30000', city, { hra: '25000', year });
    const results = resultsIn(screen.getByRole('region', { name: 'Result' }));
    expect(results).toEqual({
      'Exempt HRA': exempt,
      'Taxable HRA': taxable,
      'HRA received': '₹3,00,000',
      'Rent paid minus 10% of salary': '₹3,00,000',
      [share]: shareValue,
    });
    const link = new URLSearchParams(window.location.search);
    expect([link.get('year'), link.get('city')]).toEqual([yearParam, cityParam]);
  },
);

test('a link keeps the year: FY 2025-26 opens with its four cities and its figures', () => {
  window.history.replaceState(
    null,
    '',
    '/hra-calculator?year=2025-26&basic=50%2C000&dearnessAllowance=0&hraReceived=25%2C000&rentPaid=30%2C000&city=other',
  );
  render(<HraCalculatorScreen />);
  expect(screen.getByLabelText('Tax year')).toHaveDisplayValue(FY_2025);
  expect(resultsIn(screen.getByRole('region', { name: 'Result' }))).toMatchObject({
    'Exempt HRA': '₹2,40,000',
    'Taxable HRA': '₹60,000',
  });
});

test('a link from before the cities were named (city=metro) opens on Delhi, with the same figures', () => {
  window.history.replaceState(
    null,
    '',
    '/hra-calculator?basic=50%2C000&dearnessAllowance=0&hraReceived=20%2C000&rentPaid=18%2C000&city=metro',
  );
  render(<HraCalculatorScreen />);
  expect(screen.getByLabelText('City')).toHaveDisplayValue('Delhi');
  expect(resultsIn(screen.getByRole('region', { name: 'Result' }))).toMatchObject({
    'Exempt HRA': '₹1,56,000',
    'Taxable HRA': '₹84,000',
    '50% of salary': '₹3,00,000',
  });
});

test.each([
  ['18000', 'Delhi', '₹1,56,000', '₹84,000', '50% of salary', '₹3,00,000'],
  ['30000', 'Other city', '₹2,40,000', '₹0', '40% of salary', '₹2,40,000'],
  ['4000', 'Mumbai', '₹0', '₹2,40,000', '50% of salary', '₹3,00,000'],
] as const)(
  'rent %s, %s: exempt %s, taxable %s, with the three limits',
  async (rent, city, exempt, taxable, share, shareValue) => {
    render(<HraCalculatorScreen />);
    await calculate(rent, city);
    const results = resultsIn(screen.getByRole('region', { name: 'Result' }));
    expect(results['Exempt HRA']).toBe(exempt);
    expect(results['Taxable HRA']).toBe(taxable);
    expect(results['HRA received']).toBe('₹2,40,000');
    expect(results[share]).toBe(shareValue);
    expect(results['Rent paid minus 10% of salary']).toBeDefined();
    expect(new URLSearchParams(window.location.search).get('rentPaid')).toBe(rent.replace(/(\d+)(\d{3})$/, '$1,$2'));
  },
);

test('links to the rent receipts', () => {
  render(<HraCalculatorScreen />);
  expect(screen.getByRole('link', { name: 'make rent receipts' })).toHaveAttribute('href', '/rent-receipt-generator');
});

test('a missing basic salary gets its message and keeps what was typed', async () => {
  render(<HraCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Rent paid'), '18000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByLabelText('Basic salary')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid basic salary.'),
  );
  expect(screen.getByLabelText('Rent paid')).toHaveValue('18,000');
  expect(within(screen.getByRole('region', { name: 'Result' })).getAllByRole('term')).toHaveLength(2);
});
