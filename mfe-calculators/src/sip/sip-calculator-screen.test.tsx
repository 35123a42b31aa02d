import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SipCalculatorScreen from './sip-calculator-screen';
import { bodyRows, calculate, columnHeaders, replace, resultsShown, resultValue } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/sip-calculator'));

test('starts as a monthly SIP with its default form and ₹0.00 results', () => {
  render(<SipCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Investment type' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked();
  expect(screen.getByLabelText('Monthly investment')).toHaveValue('1,000');
  expect(screen.queryByLabelText('Lump sum amount')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Expected return rate (% p.a.)')).toHaveValue('12');
  expect(screen.getByLabelText('Time period (years)')).toHaveValue('1');
  expect(resultValue('Total Investment')).toBe('₹0.00');
  expect(resultValue('Return Earned')).toBe('₹0.00');
  expect(resultValue('Maturity Amount')).toBe('₹0.00');
});

test('the defaults mature to ₹12,809.33', async () => {
  render(<SipCalculatorScreen />);
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹12,000.00');
  expect(resultValue('Return Earned')).toBe('₹809.33');
  expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
  expect(screen.getByText(/₹1,000 a month at 12% for 1 year grows to ₹12,809.33/)).toHaveAttribute('role', 'status');
  expect(new URLSearchParams(window.location.search).get('investmentType')).toBe('sip');
});

test('the investment type switches the amount field, keeping what was typed in each', async () => {
  render(<SipCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  expect(screen.queryByLabelText('Monthly investment')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Lump sum amount')).toHaveValue('1,00,000');
  await userEvent.click(screen.getByRole('radio', { name: 'SIP (monthly)' }));
  expect(screen.getByLabelText('Monthly investment')).toHaveValue('1,000');
  expect(screen.queryByLabelText('Lump sum amount')).not.toBeInTheDocument();
});

test('a lump sum of 1,00,000 at 12% for 1 year matures to ₹1,12,000.00', async () => {
  render(<SipCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹1,00,000.00');
  expect(resultValue('Return Earned')).toBe('₹12,000.00');
  expect(resultValue('Maturity Amount')).toBe('₹1,12,000.00');
  expect(new URLSearchParams(window.location.search).get('investmentType')).toBe('lumpsum');
});

test.each([
  ['sip', 'Monthly investment', '499', 'Please enter monthly investment (min ₹500)'],
  ['sip', 'Monthly investment', '', 'Please enter monthly investment (min ₹500)'],
  ['lumpsum', 'Lump sum amount', '999', 'Please enter lump sum amount (min ₹1000)'],
  ['lumpsum', 'Lump sum amount', '', 'Please enter lump sum amount (min ₹1000)'],
  ['sip', 'Expected return rate (% p.a.)', '0', 'Please enter valid rate of interest'],
  ['sip', 'Expected return rate (% p.a.)', '', 'Please enter valid rate of interest'],
  ['sip', 'Time period (years)', '0', 'Please enter valid time period (min 1 year)'],
  ['lumpsum', 'Time period (years)', '', 'Please enter valid time period (min 1 year)'],
])('%s: %s %j → %s, tied to the field', async (type, label, text, message) => {
  render(<SipCalculatorScreen />);
  if (type === 'lumpsum') await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(resultValue('Maturity Amount')).toBe('₹0.00');
  expect(window.location.search).toBe('');
});

test('the period takes whole years only', async () => {
  render(<SipCalculatorScreen />);
  await replace('Time period (years)', '2.5');
  expect(screen.getByLabelText('Time period (years)')).toHaveValue('25');
});

test('a failed Calculate keeps the last result showing', async () => {
  render(<SipCalculatorScreen />);
  await calculate();
  await replace('Monthly investment', '100');
  await calculate();
  expect(screen.getByText('Please enter monthly investment (min ₹500)')).toBeInTheDocument();
  expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
});

test('a shared lump-sum link fills the form and calculates once', async () => {
  window.history.replaceState(
    null,
    '',
    '/sip-calculator?investmentType=lumpsum&monthlyInvestment=1%2C000&lumpSumAmount=1%2C00%2C000&rate=12&timePeriod=1',
  );
  render(<SipCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'Lump sum' })).toBeChecked();
  await resultsShown();
  expect(resultValue('Maturity Amount')).toBe('₹1,12,000.00');
});

describe('step-up and the Year by year table', () => {
  const yearTable = () => screen.findByRole('table', { name: 'Year by year' });

  test('Annual step-up (%) starts at 0 in SIP mode and is not asked for a lump sum', async () => {
    render(<SipCalculatorScreen />);
    expect(screen.getByLabelText('Annual step-up (%)')).toHaveValue('0');
    await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
    expect(screen.queryByLabelText('Annual step-up (%)')).not.toBeInTheDocument();
  });

  test('₹5,000 a month at 12% for 10 years, stepped up 10% a year', async () => {
    render(<SipCalculatorScreen />);
    await replace('Monthly investment', '5000');
    await replace('Time period (years)', '10');
    await replace('Annual step-up (%)', '10');
    await calculate();
    expect(resultValue('Total Investment')).toBe('₹9,56,245.48');
    expect(resultValue('Return Earned')).toBe('₹7,30,917.66');
    expect(resultValue('Maturity Amount')).toBe('₹16,87,163.13');
    expect(screen.getByText(/₹5,000 a month, stepped up 10% a year, at 12% for 10 years grows to/)).toHaveAttribute(
      'role',
      'status',
    );
    const table = await yearTable();
    expect(columnHeaders(table)).toEqual(['Year', 'Monthly investment', 'Invested so far', 'Value at year end']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['1', '₹5,000.00', '₹60,000.00', '₹64,046.64']);
    expect(rows[1]?.[1]).toBe('₹5,500.00');
    // The last row is the maturity, to the paisa.
    expect(rows[9]).toEqual(['10', '₹11,789.74', '₹9,56,245.48', '₹16,87,163.13']);
    expect(new URLSearchParams(window.location.search).get('stepUp')).toBe('10');
  });

  test('with no step-up the results are as before, and the link does not mention it', async () => {
    render(<SipCalculatorScreen />);
    await calculate();
    expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
    expect(bodyRows(await yearTable())).toEqual([['1', '₹1,000.00', '₹12,000.00', '₹12,809.33']]);
    expect(window.location.search).toBe(
      '?investmentType=sip&monthlyInvestment=1%2C000&lumpSumAmount=1%2C00%2C000&rate=12&timePeriod=1',
    );
  });

  test('an empty step-up counts as 0', async () => {
    render(<SipCalculatorScreen />);
    await replace('Annual step-up (%)', '');
    await calculate();
    expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
  });

  test('the step-up is typed up to 100 at most, and a link past it gets the message', async () => {
    render(<SipCalculatorScreen />);
    await replace('Annual step-up (%)', '101');
    expect(screen.getByLabelText('Annual step-up (%)')).toHaveValue('10');
  });

  test('a link with a step-up past 100% says so and calculates nothing', () => {
    window.history.replaceState(
      null,
      '',
      '/sip-calculator?investmentType=sip&monthlyInvestment=1000&rate=12&timePeriod=5&stepUp=150',
    );
    render(<SipCalculatorScreen />);
    expect(screen.getByLabelText('Annual step-up (%)')).toHaveAccessibleDescription('Enter a step-up from 0 to 100%.');
    expect(resultValue('Maturity Amount')).toBe('₹0.00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a lump sum has a Year by year table too, without a monthly column', async () => {
    render(<SipCalculatorScreen />);
    await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
    await replace('Time period (years)', '3');
    await calculate();
    const table = await yearTable();
    expect(columnHeaders(table)).toEqual(['Year', 'Invested so far', 'Value at year end']);
    expect(bodyRows(table)).toEqual([
      ['1', '₹1,00,000.00', '₹1,12,000.00'],
      ['2', '₹1,00,000.00', '₹1,25,440.00'],
      ['3', '₹1,00,000.00', '₹1,40,492.80'],
    ]);
    expect(resultValue('Maturity Amount')).toBe('₹1,40,492.80');
  });
});

test("with 6% inflation, ₹12,809.33 a year away is ₹12,084 in today's money; the chart follows", async () => {
  render(<SipCalculatorScreen />);
  expect(screen.getByLabelText('Inflation (% a year)')).toHaveValue('');
  await replace('Inflation (% a year)', '6');
  await calculate();
  expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
  expect(resultValue("In today's money")).toBe('₹12,084');
  expect(new URLSearchParams(window.location.search).get('inflation')).toBe('6');
  expect(await screen.findByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
    'Money put in against its value, year by year, over 1 year. By the end, ₹12,000 put in is worth ₹12,809.',
  );
});

test('no inflation: no "In today\'s money", and the link carries none', async () => {
  render(<SipCalculatorScreen />);
  await calculate();
  expect(screen.queryByText("In today's money")).not.toBeInTheDocument();
  expect(window.location.search).not.toContain('inflation');
});
