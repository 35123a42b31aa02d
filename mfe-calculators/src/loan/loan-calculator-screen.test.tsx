/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanCalculatorScreen from './loan-calculator-screen';
import { bodyRows, calculate, columnHeaders, readBlobText, replace, results, rupees } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/loan-calculator'));

const CHART_NAME = 'Principal vs Interest Over Time';

const calculateEmi = () => calculate('Calculate EMI');

async function setTenure(tenure: string, unit: 'Years' | 'Months') {
  await replace('Loan tenure', tenure);
  await userEvent.selectOptions(screen.getByLabelText('Tenure unit'), unit);
}

function table() {
  return screen.getByRole('table', { name: 'Interest Breakdown' });
}

test('starts with the form alone: no results, table or chart', () => {
  render(<LoanCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'LOAN CALCULATOR' })).toBeInTheDocument();
  expect(screen.getByLabelText('Loan amount')).toHaveValue('5,00,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.5');
  expect(screen.getByLabelText('Loan tenure')).toHaveValue('1');
  expect(screen.getByLabelText('Tenure unit')).toHaveDisplayValue('Years');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

test('Calculate EMI fills the results, the Interest Breakdown table and the chart', async () => {
  render(<LoanCalculatorScreen />);
  await calculateEmi();
  expect(results()).toEqual(['Monthly EMI: ₹43,610', 'Total Interest: ₹23,319', 'Total Payment: ₹5,23,319']);
  expect(within(screen.getByRole('region', { name: 'Result' })).getByRole('status')).toHaveTextContent(
    'Monthly EMI ₹43,610 for 12 months; total interest ₹23,319; total payment ₹5,23,319.',
  );
  expect(columnHeaders(table())).toEqual(['Year', 'Interest Paid', 'Principal Paid', 'Balance']);
  expect(bodyRows(table())).toEqual([['1', '₹23,319', '₹5,00,000', '₹0']]);
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

  const chart = await screen.findByRole('figure', { name: CHART_NAME });
  expect(chart).toHaveAccessibleDescription(/principal ₹5,00,000 and interest ₹23,319/);
  expect(within(chart).getByText('Principal Paid')).toBeInTheDocument();
  expect(within(chart).getByText('Interest Paid')).toBeInTheDocument();
  expect(await screen.findByRole('figure', { name: 'Principal vs Interest' })).toHaveAccessibleDescription(
    'Of a total payment of ₹5,23,319, principal is ₹5,00,000 (95.5%) and interest ₹23,319 (4.5%).',
  );
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(window.location.search).toBe('?loanAmount=5%2C00%2C000&rate=8.5&loanTenure=1&unit=years');
});

test('a failed Calculate EMI shows the message and hides the results, table and chart', async () => {
  render(<LoanCalculatorScreen />);
  await calculateEmi();
  await screen.findByRole('figure', { name: CHART_NAME });
  await userEvent.clear(screen.getByLabelText('Interest rate (% p.a.)'));
  await calculateEmi();
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveAccessibleDescription('Enter a valid interest rate.');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
});

test.each([
  ['Loan amount', 'Enter a valid loan amount.'],
  ['Interest rate (% p.a.)', 'Enter a valid interest rate.'],
  ['Loan tenure', 'Enter a valid loan tenure (1 - 1000).'],
])('an empty %s says "%s" and calculates nothing', async (label, message) => {
  render(<LoanCalculatorScreen />);
  await userEvent.clear(screen.getByLabelText(label));
  await calculateEmi();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('unit months: a "Month" column and one row per month that add up to the totals', async () => {
  render(<LoanCalculatorScreen />);
  await setTenure('12', 'Months');
  await calculateEmi();
  expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Month');
  const rows = bodyRows(table());
  expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  expect(rows.reduce((sum, row) => sum + rupees(row[1]!), 0)).toBe(23319);
  expect(rows.reduce((sum, row) => sum + rupees(row[2]!), 0)).toBe(500000);
  expect(rows[0]).toEqual(['1', '₹3,542', '₹40,068', '₹4,59,932']);
  expect(rows[11]?.[3]).toBe('₹0');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(await screen.findByRole('figure', { name: CHART_NAME })).toHaveAccessibleDescription(
    /month by month, over 12 months/,
  );
});

test('unit years: 2 years are 2 yearly rows', async () => {
  render(<LoanCalculatorScreen />);
  await setTenure('2', 'Years');
  await calculateEmi();
  expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Year');
  expect(bodyRows(table()).map((row) => row[0])).toEqual(['1', '2']);
  expect(bodyRows(table())[1]?.[3]).toBe('₹0');
});

test('18 months page 12 rows at a time with Previous and Next; paging does not recalculate', async () => {
  render(<LoanCalculatorScreen />);
  await setTenure('18', 'Months');
  await calculateEmi();
  const previous = screen.getByRole('button', { name: 'Previous' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(bodyRows(table())).toHaveLength(12);
  expect(bodyRows(table())[0]?.[0]).toBe('1');
  expect(previous).toBeDisabled();
  expect(next).toBeEnabled();

  // Typing without calculating changes nothing below the form, paging included.
  await userEvent.type(screen.getByLabelText('Loan amount'), '0');
  await userEvent.click(next);
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(bodyRows(table()).map((row) => row[0])).toEqual(['13', '14', '15', '16', '17', '18']);
  expect(bodyRows(table())[5]?.[3]).toBe('₹0');
  expect(next).toBeDisabled();
  expect(previous).toHaveFocus();
  expect(results()[0]).toBe('Monthly EMI: ₹29,684');

  await userEvent.click(previous);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(bodyRows(table())[0]?.[0]).toBe('1');
  expect(next).toHaveFocus();

  // A new calculation starts on its first page.
  await userEvent.click(next);
  await calculateEmi();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(results()[0]).toBe('Monthly EMI: ₹2,96,844');
});

test('1000 months render one page of 12 rows, never the whole schedule', async () => {
  render(<LoanCalculatorScreen />);
  await userEvent.clear(screen.getByLabelText('Loan amount'));
  await userEvent.type(screen.getByLabelText('Loan amount'), '5000000');
  await userEvent.clear(screen.getByLabelText('Interest rate (% p.a.)'));
  await userEvent.type(screen.getByLabelText('Interest rate (% p.a.)'), '100');
  await setTenure('1000', 'Months');
  await calculateEmi();
  expect(screen.getByText('Page 1 of 84')).toBeInTheDocument();
  expect(bodyRows(table())).toHaveLength(12);
  expect(await screen.findByRole('figure', { name: CHART_NAME })).toBeInTheDocument();
});

describe('Download CSV', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:loan-schedule');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
  });

  test('downloads loan-schedule.csv with every row, not just the page shown', async () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    render(<LoanCalculatorScreen />);
    await setTenure('18', 'Months');
    await calculateEmi();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('loan-schedule.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:loan-schedule');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await readBlobText(blob!)).split('\n');
    expect(lines[0]).toBe('Month,Interest Paid,Principal Paid,Balance');
    expect(lines).toHaveLength(19);
    expect(lines[1]).toBe('1,3542,26143,473857');
    expect(lines[18]).toMatch(/^18,\d+,\d+,0$/);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

test('a shared link fills the form and calculates once, schedule and all', async () => {
  window.history.replaceState(null, '', '/interest-breakdown?loanAmount=10%2C00%2C000&rate=10&loanTenure=5&unit=years');
  render(<LoanCalculatorScreen />);
  expect(screen.getByLabelText('Loan amount')).toHaveValue('10,00,000');
  expect(screen.getByLabelText('Loan tenure')).toHaveValue('5');
  await screen.findByRole('region', { name: 'Result' });
  expect(results()).toEqual(['Monthly EMI: ₹21,247', 'Total Interest: ₹2,74,823', 'Total Payment: ₹12,74,823']);
  expect(bodyRows(table()).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
  expect(await screen.findByRole('figure', { name: CHART_NAME })).toBeInTheDocument();
});
