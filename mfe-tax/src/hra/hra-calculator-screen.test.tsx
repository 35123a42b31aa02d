import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import HraCalculatorScreen from './hra-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/hra-calculator'));

async function calculate(rent: string, city: 'Metro (Delhi, Mumbai, Kolkata, Chennai)' | 'Other city') {
  await userEvent.type(screen.getByLabelText('Basic salary'), '50000');
  await userEvent.type(screen.getByLabelText('HRA received'), '20000');
  await userEvent.type(screen.getByLabelText('Rent paid'), rent);
  await userEvent.click(screen.getByRole('radio', { name: city }));
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

test('heading, fields and ₹0 results before the first calculation', () => {
  render(<HraCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'HRA Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Dearness allowance')).toHaveValue('0');
  expect(screen.getByRole('radio', { name: 'Metro (Delhi, Mumbai, Kolkata, Chennai)' })).toBeChecked();
  expect(resultsIn()).toEqual({ 'Exempt HRA': '₹0', 'Taxable HRA': '₹0' });
  expect(screen.getByText(/The new regime allows no HRA exemption/)).toBeInTheDocument();
});

test.each([
  ['18000', 'Metro (Delhi, Mumbai, Kolkata, Chennai)', '₹1,56,000', '₹84,000', '50% of salary', '₹3,00,000'],
  ['30000', 'Other city', '₹2,40,000', '₹0', '40% of salary', '₹2,40,000'],
  ['4000', 'Metro (Delhi, Mumbai, Kolkata, Chennai)', '₹0', '₹2,40,000', '50% of salary', '₹3,00,000'],
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
