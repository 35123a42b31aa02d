/// <reference types="@testing-library/jest-dom" />
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanCalculatorScreen from './loan-calculator-screen';
import { bodyRows, calculate, columnHeaders, readBlobText, replace, results, rupees } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/loan-calculator'));

/** Presses Calculate EMI and waits for the results' code, a chunk of its own, the first time. */
async function calculateEmi() {
  await calculate('Calculate EMI');
  await waitFor(() => expect(screen.queryByText('Calculating…')).not.toBeInTheDocument());
}

const table = () => screen.getByRole('table', { name: 'Interest Breakdown' });
const prepaymentRows = () => screen.queryAllByRole('group', { name: /^Prepayment \d+$/ });

/** ₹50,00,000 at 8.5% for 20 years: the published reference loan. */
async function fillHomeLoan() {
  await replace('Loan amount', '5000000');
  await replace('Loan tenure', '20');
}

/** Adds a prepayment row and fills it; returns the row. */
async function addPrepayment(amount: string, month: string, everyYear = false) {
  await userEvent.click(screen.getByRole('button', { name: 'Add prepayment' }));
  const row = prepaymentRows().at(-1)!;
  if (amount) await userEvent.type(within(row).getByLabelText('Prepayment amount'), amount);
  if (month) await userEvent.type(within(row).getByLabelText('In month'), month);
  if (everyYear) await userEvent.click(within(row).getByLabelText('Repeat every year'));
  return row;
}

test('a Prepayments section under the tenure: Add prepayment and After a prepayment, no rows yet', () => {
  render(<LoanCalculatorScreen />);
  const section = screen.getByRole('region', { name: 'Prepayments' });
  expect(within(section).getByRole('button', { name: 'Add prepayment' })).toBeInTheDocument();
  const choice = within(section).getByLabelText('After a prepayment');
  expect(choice).toHaveDisplayValue('Reduce tenure');
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Reduce tenure', 'Reduce EMI']);
  expect(prepaymentRows()).toEqual([]);
  // Inside the form: Enter in a prepayment field calculates like any other field.
  expect(section.closest('form')).toBe(screen.getByRole('button', { name: 'Calculate EMI' }).closest('form'));
});

test('Add prepayment adds a row to fill, focused on its amount, grouped as typed; Remove takes it away', async () => {
  render(<LoanCalculatorScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Add prepayment' }));
  const [row] = prepaymentRows();
  const amount = within(row!).getByLabelText('Prepayment amount');
  expect(amount).toHaveFocus();
  await userEvent.type(amount, '500000');
  expect(amount).toHaveValue('5,00,000');
  await userEvent.type(within(row!).getByLabelText('In month'), '12a');
  expect(within(row!).getByLabelText('In month')).toHaveValue('12');
  expect(within(row!).getByRole('checkbox', { name: 'Repeat every year' })).not.toBeChecked();
  await userEvent.click(within(row!).getByRole('button', { name: 'Remove' }));
  expect(prepaymentRows()).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add prepayment' })).toHaveFocus();
});

test('₹5,00,000 in month 12, reduce tenure: 48 months and ₹16,03,691 of interest saved', async () => {
  render(<LoanCalculatorScreen />);
  await fillHomeLoan();
  await addPrepayment('500000', '12');
  await calculateEmi();
  expect(results()).toEqual([
    'Monthly EMI: ₹43,391',
    'Total Interest: ₹38,10,188',
    'Total Payment: ₹88,10,188',
    'Interest saved: ₹16,03,691',
    'Months saved: 48',
  ]);
  expect(within(screen.getByRole('region', { name: 'Result' })).getByRole('status')).toHaveTextContent(
    'Interest saved: ₹16,03,691. Months saved: 48.',
  );
  expect(columnHeaders(table())).toEqual(['Year', 'Interest Paid', 'Principal Paid', 'Prepayment', 'Balance']);
  // Year 1: twelve EMIs repay ₹99,511 of principal, and the prepayment ₹5,00,000 more.
  const [first] = bodyRows(table());
  expect(first?.slice(2)).toEqual(['₹5,99,511', '₹5,00,000', '₹44,00,489']);
  // …and the interest is the rest of twelve EMIs of ₹43,391.
  expect(Math.abs(rupees(first![1]!) + 99511 - 12 * 43391)).toBeLessThanOrEqual(12);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  // 192 EMIs are 16 years: the loan ends 4 years early, on a balance of ₹0.
  expect(bodyRows(table()).map((row) => row[0])).toEqual(['13', '14', '15', '16']);
  expect(bodyRows(table()).at(-1)?.[4]).toBe('₹0');
  expect(new URLSearchParams(window.location.search).get('prepayments')).toBe('5,00,000m12');
  // "Reduce tenure" is the default, so the link need not say it.
  expect(new URLSearchParams(window.location.search).has('afterPrepayment')).toBe(false);
});

test('the same prepayment with Reduce EMI: the EMI after prepayments, and no months saved', async () => {
  render(<LoanCalculatorScreen />);
  await fillHomeLoan();
  await addPrepayment('500000', '12');
  await userEvent.selectOptions(screen.getByLabelText('After a prepayment'), 'Reduce EMI');
  await calculateEmi();
  expect(results()).toEqual([
    'Monthly EMI: ₹43,391',
    'Total Interest: ₹49,04,471',
    'Total Payment: ₹99,04,471',
    'Interest saved: ₹5,09,408',
    'Months saved: 0',
    'EMI after prepayments: ₹38,964',
  ]);
  expect(bodyRows(table())).toHaveLength(12);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('afterPrepayment')).toBe('reduce-emi');
});

test('₹1,00,000 every year from month 12: 72 months and ₹18,55,389 saved', async () => {
  render(<LoanCalculatorScreen />);
  await fillHomeLoan();
  await addPrepayment('100000', '12', true);
  await calculateEmi();
  expect(results().slice(3)).toEqual(['Interest saved: ₹18,55,389', 'Months saved: 72']);
  // Every year's row has its ₹1,00,000.
  expect(bodyRows(table()).map((row) => row[3])).toEqual(Array(12).fill('₹1,00,000'));
  expect(new URLSearchParams(window.location.search).get('prepayments')).toBe('1,00,000m12y');
});

test.each([
  ['an empty amount', '', '12', 'Prepayment amount', 'Enter a valid prepayment amount.'],
  ['an amount of 0', '0', '12', 'Prepayment amount', 'Enter a valid prepayment amount.'],
  ['an empty month', '1000', '', 'In month', 'Enter a month from 1 to 240.'],
  ['month 0', '1000', '0', 'In month', 'Enter a month from 1 to 240.'],
  ['a month after the loan', '1000', '241', 'In month', 'Enter a month from 1 to 240.'],
])('%s: its message, tied to the field, and nothing calculated', async (_name, amount, month, label, message) => {
  render(<LoanCalculatorScreen />);
  await fillHomeLoan();
  await calculateEmi();
  expect(screen.getByRole('region', { name: 'Result' })).toBeInTheDocument();
  const url = window.location.search;
  const row = await addPrepayment(amount, month);
  await calculateEmi();
  expect(within(row).getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(within(row).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  // A failed validation calculates nothing and hides the earlier results.
  expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(window.location.search).toBe(url);
});

test('removing a row moves the messages of the rows after it up with them', async () => {
  render(<LoanCalculatorScreen />);
  await addPrepayment('1000', '1');
  await addPrepayment('', '5');
  await calculateEmi();
  const second = prepaymentRows()[1]!;
  expect(within(second).getByLabelText('Prepayment amount')).toHaveAccessibleDescription(
    'Enter a valid prepayment amount.',
  );
  await userEvent.click(within(prepaymentRows()[0]!).getByRole('button', { name: 'Remove' }));
  const [only] = prepaymentRows();
  expect(within(only!).getByLabelText('In month')).toHaveValue('5');
  expect(within(only!).getByLabelText('Prepayment amount')).toHaveAccessibleDescription(
    'Enter a valid prepayment amount.',
  );
});

test('without prepayments the table keeps its four columns and the results their three', async () => {
  render(<LoanCalculatorScreen />);
  await calculateEmi();
  expect(results()).toHaveLength(3);
  expect(columnHeaders(table())).toEqual(['Year', 'Interest Paid', 'Principal Paid', 'Balance']);
});

test('a shared link carries the prepayments and the choice, and calculates once', async () => {
  window.history.replaceState(
    null,
    '',
    '/loan-calculator?loanAmount=50%2C00%2C000&rate=8.5&loanTenure=20&unit=years&prepayments=5%2C00%2C000m12&afterPrepayment=reduce-emi',
  );
  render(<LoanCalculatorScreen />);
  const [row] = prepaymentRows();
  expect(within(row!).getByLabelText('Prepayment amount')).toHaveValue('5,00,000');
  expect(within(row!).getByLabelText('In month')).toHaveValue('12');
  expect(screen.getByLabelText('After a prepayment')).toHaveDisplayValue('Reduce EMI');
  await screen.findByRole('region', { name: 'Result' });
  expect(results().at(-1)).toBe('EMI after prepayments: ₹38,964');
});

test('a link with a choice that is neither asks for one', async () => {
  window.history.replaceState(null, '', '/loan-calculator?loanAmount=1%2C000&afterPrepayment=both');
  render(<LoanCalculatorScreen />);
  const choice = screen.getByLabelText('After a prepayment');
  expect(choice).toHaveDisplayValue('Choose one');
  expect(choice).toHaveAccessibleDescription('Choose Reduce tenure or Reduce EMI.');
  await userEvent.selectOptions(choice, 'Reduce tenure');
  await calculateEmi();
  expect(screen.getByRole('region', { name: 'Result' })).toBeInTheDocument();
});

test('the CSV has the Prepayment column too', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:loan-schedule');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<LoanCalculatorScreen />);
  await replace('Loan tenure', '3');
  await userEvent.selectOptions(screen.getByLabelText('Tenure unit'), 'Months');
  await addPrepayment('100000', '2');
  await calculateEmi();
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  const lines = (await readBlobText(createObjectURL.mock.calls[0]![0])).split('\n');
  expect(lines[0]).toBe('Month,Interest Paid,Principal Paid,Prepayment,Balance');
  expect(lines.map((line) => line.split(',')[3])).toEqual(['Prepayment', '0', '100000', '0']);
  expect(lines[3]).toMatch(/^3,\d+,\d+,0,0$/);
  click.mockRestore();
});
