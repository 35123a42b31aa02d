import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RdCalculatorScreen from './rd-calculator-screen';
import { calculate, replace, resultValue } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/rd-calculator'));

test('starts with its default form and no result', () => {
  render(<RdCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'RD Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Monthly investment')).toHaveValue('1,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('5');
  expect(screen.getByLabelText('Time period')).toHaveValue('1');
  expect(screen.getByLabelText('Time unit')).toHaveValue('years');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('1,000 a month at 5% for 12 months matures to ₹12,329', async () => {
  render(<RdCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Time unit'), 'Months');
  await replace('Time period', '12');
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹12,000');
  expect(resultValue('Return Earned')).toBe('₹329');
  expect(resultValue('Maturity Amount')).toBe('₹12,329');
  expect(screen.getByText(/₹1,000 a month at 5% for 12 months matures to ₹12,329/)).toHaveAttribute('role', 'status');
  expect(new URLSearchParams(window.location.search).get('timePeriod')).toBe('12');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('the defaults (1 year) give the same ₹12,329', async () => {
  render(<RdCalculatorScreen />);
  await calculate();
  expect(resultValue('Maturity Amount')).toBe('₹12,329');
});

test.each([
  ['Monthly investment', '499', 'Enter a valid monthly investment (≥ ₹500).'],
  ['Monthly investment', '', 'Enter a valid monthly investment (≥ ₹500).'],
  ['Interest rate (% p.a.)', '0', 'Enter a valid interest rate (0–100%).'],
  ['Interest rate (% p.a.)', '', 'Enter a valid interest rate (0–100%).'],
  ['Time period', '0', 'Enter a valid time period.'],
  ['Time period', '', 'Enter a valid time period.'],
  // 1.1 years is 13.2 monthly deposits.
  ['Time period', '1.1', 'Enter a valid time period.'],
])('%s %j → %s, tied to the field', async (label, text, message) => {
  render(<RdCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('1.5 years is 18 deposits', async () => {
  render(<RdCalculatorScreen />);
  await replace('Time period', '1.5');
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹18,000');
});

test('the result is hidden until a good Calculate, then hidden again by a failed one', async () => {
  render(<RdCalculatorScreen />);
  expect(screen.queryByText('Maturity Amount')).not.toBeInTheDocument();
  await calculate();
  expect(resultValue('Maturity Amount')).toBe('₹12,329');
  await replace('Monthly investment', '100');
  await calculate();
  expect(screen.getByText('Enter a valid monthly investment (≥ ₹500).')).toBeInTheDocument();
  expect(screen.queryByText('Maturity Amount')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  await replace('Monthly investment', '500');
  await calculate();
  expect(screen.queryByText('Enter a valid monthly investment (≥ ₹500).')).not.toBeInTheDocument();
  expect(resultValue('Total Investment')).toBe('₹6,000');
});

test('a shared link fills the form and calculates once', () => {
  window.history.replaceState(null, '', '/rd-calculator?monthlyInvestment=1%2C000&rate=5&timePeriod=12&unit=months');
  render(<RdCalculatorScreen />);
  expect(screen.getByLabelText('Time unit')).toHaveValue('months');
  expect(resultValue('Maturity Amount')).toBe('₹12,329');
});

test("with 5% inflation, ₹12,329 a year away is ₹11,742 in today's money; the chart follows", async () => {
  render(<RdCalculatorScreen />);
  await replace('Inflation (% a year)', '5');
  await calculate();
  expect(resultValue('Maturity Amount')).toBe('₹12,329');
  expect(resultValue("In today's money")).toBe('₹11,742');
  expect(await screen.findByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
    'Money put in against its value, year by year, over 1 year. By the end, ₹12,000 put in is worth ₹12,329.',
  );
});
