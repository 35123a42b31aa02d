import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERENCE_CASES, ZERO_RESULTS, calculateTaxIn, resultsIn, showBreakdown } from '../../test/tax-screen-helpers';
import OldRegimeTaxScreen from './old-regime-tax-screen';

beforeEach(() => window.history.replaceState(null, '', '/old-regime-tax'));

test('before the first calculation the results show ₹0, the URL stays plain and there is no breakdown', () => {
  render(<OldRegimeTaxScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Old Regime Tax' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Old Regime' })).toBeInTheDocument();
  expect(resultsIn()).toEqual(ZERO_RESULTS);
  expect(screen.queryByRole('button', { name: 'Show breakdown' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('inputs take digits only, drop leading zeros and group the Indian way', async () => {
  render(<OldRegimeTaxScreen />);
  await userEvent.type(screen.getByLabelText('Total salary'), '00a15-00.000');
  expect(screen.getByLabelText('Total salary')).toHaveValue('15,00,000');
});

test.each(REFERENCE_CASES)("taxable income $income: the old regime's results", async ({ salary, deduction, old }) => {
  render(<OldRegimeTaxScreen />);
  await calculateTaxIn(document.body, salary, deduction);
  expect(resultsIn()).toEqual(old);
  // Copy link sits beside Calculate Tax once the URL holds the inputs.
  const copyLink = screen.getByRole('button', { name: 'Copy link' });
  expect(copyLink.previousElementSibling).toBe(screen.getByRole('button', { name: 'Calculate Tax' }));
});

test('no salary: "Enter a valid salary." under the field, tied to it', async () => {
  render(<OldRegimeTaxScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate Tax' }));
  const salary = screen.getByLabelText('Total salary');
  expect(screen.getByText('Enter a valid salary.')).toBeInTheDocument();
  expect(salary).toHaveAccessibleDescription(expect.stringContaining('Enter a valid salary.'));
  expect(salary).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Enter a valid deduction.')).not.toBeInTheDocument();
  expect(resultsIn()).toEqual(ZERO_RESULTS);
  expect(window.location.search).toBe('');
});

test('a deduction past the largest amount: "Enter a valid deduction.", and the last result stays', async () => {
  render(<OldRegimeTaxScreen />);
  await calculateTaxIn(document.body, '1500000', '');
  await calculateTaxIn(document.body, '1500000', '10000000000000000');
  const deduction = screen.getByLabelText('Total deduction');
  expect(deduction).toHaveAccessibleDescription(expect.stringContaining('Enter a valid deduction.'));
  expect(screen.queryByText('Enter a valid salary.')).not.toBeInTheDocument();
  expect(resultsIn()['Total Tax']).toBe('₹2,73,000');
});

test('Calculate Tax writes the inputs to the URL, and a link with them fills the form and calculates once', async () => {
  const { unmount } = render(<OldRegimeTaxScreen />);
  await calculateTaxIn(document.body, '1500000', '250000');
  const query = new URLSearchParams(window.location.search);
  expect(query.get('salary')).toBe('15,00,000');
  expect(query.get('deduction')).toBe('2,50,000');
  unmount();

  const link = window.location.search;
  render(<OldRegimeTaxScreen />);
  expect(screen.getByLabelText('Total salary')).toHaveValue('15,00,000');
  expect(screen.getByLabelText('Total deduction')).toHaveValue('2,50,000');
  expect(resultsIn()['Total Tax']).toBe('₹1,95,000');
  expect(window.location.search).toBe(link);
});

test('a link with a negative deduction shows "Enter a valid deduction."', () => {
  window.history.replaceState(null, '', '/old-regime-tax?salary=10,00,000&deduction=-5,000');
  render(<OldRegimeTaxScreen />);
  expect(screen.getByText('Enter a valid deduction.')).toBeInTheDocument();
  expect(resultsIn()).toEqual(ZERO_RESULTS);
});

test('the breakdown shows the slabs and the marginal relief on the surcharge at ₹51,00,000', async () => {
  render(<OldRegimeTaxScreen />);
  await calculateTaxIn(document.body, '5100000', '');
  await showBreakdown();
  expect(screen.getByRole('button', { name: 'Hide breakdown' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Taxable income/)).toHaveTextContent('₹51,00,000');

  const slabs = screen.getByRole('table', { name: 'Tax by slab' });
  const slabRows = within(slabs).getAllByRole('row').slice(1);
  expect(
    slabRows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Up to ₹2,50,000', '0%', '₹0'],
    ['₹2,50,000 – ₹5,00,000', '5%', '₹12,500'],
    ['₹5,00,000 – ₹10,00,000', '20%', '₹1,00,000'],
    ['Above ₹10,00,000', '30%', '₹12,30,000'],
  ]);

  const steps = screen.getByRole('table', { name: 'From slab tax to total tax' });
  const step = (name: string) => within(steps).getByRole('rowheader', { name }).nextElementSibling?.textContent;
  expect(step('Tax on slabs')).toBe('₹13,42,500');
  expect(step('Rebate under section 156 (87A)')).toBe('₹0');
  expect(within(steps).queryByRole('rowheader', { name: /87A proviso/ })).not.toBeInTheDocument();
  expect(step('Surcharge rate')).toBe('10%');
  expect(step('Marginal relief on surcharge')).toBe('-₹64,250');
  expect(step('Surcharge')).toBe('₹70,000');
  expect(step('Health and education cess')).toBe('₹56,500');
  expect(step('Total tax')).toBe('₹14,69,000');
  expect(step('Effective rate (total tax ÷ taxable income)')).toBe('28.8%');

  await userEvent.click(screen.getByRole('button', { name: 'Hide breakdown' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

describe('Age: the senior-citizen slabs', () => {
  test.each([
    // age, taxable income, Total Tax
    ['Below 60', '800000', '₹75,400'],
    ['60 to 79', '800000', '₹72,800'],
    ['80 and above', '800000', '₹62,400'],
    ['60 to 79', '500000', 'NO TAX (0)'],
  ])('%s, taxable %s: Total Tax %s', async (age, salary, total) => {
    render(<OldRegimeTaxScreen />);
    const group = screen.getByRole('radiogroup', { name: 'Age' });
    expect(within(group).getByRole('radio', { name: 'Below 60' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: age }));
    await calculateTaxIn(document.body, salary, '');
    expect(resultsIn()['Total Tax']).toBe(total);
  });

  test('the link carries the age only when it is not the default, and a link with it fills it', async () => {
    render(<OldRegimeTaxScreen />);
    await calculateTaxIn(document.body, '800000', '');
    expect(new URLSearchParams(window.location.search).has('age')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: '80 and above' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Tax' }));
    expect(new URLSearchParams(window.location.search).get('age')).toBe('80-and-above');
  });

  test('a shared link with an age fills the field and calculates', () => {
    window.history.replaceState(null, '', '/old-regime-tax?salary=8,00,000&deduction=0&age=60-to-79');
    render(<OldRegimeTaxScreen />);
    expect(screen.getByRole('radio', { name: '60 to 79' })).toBeChecked();
    expect(resultsIn()['Total Tax']).toBe('₹72,800');
  });
});
