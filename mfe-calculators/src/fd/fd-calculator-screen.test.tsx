import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FdCalculatorScreen from './fd-calculator-screen';
import { calculate, replace, resultValue } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/fd-calculator'));

test('starts with its default form and ₹0 results, and the plain URL', () => {
  render(<FdCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'FD Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Investment amount')).toHaveValue('1,00,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('5');
  expect(screen.getByLabelText('Time period')).toHaveValue('3');
  expect(screen.getByLabelText('Time unit')).toHaveValue('years');
  expect(
    within(screen.getByLabelText('Time unit'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Years', 'Months']);
  expect(resultValue('Total Investment')).toBe('₹0');
  expect(resultValue('Return Earned')).toBe('₹0');
  expect(resultValue('Maturity Amount')).toBe('₹0');
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('1,00,000 at 5% for 3 years matures to ₹1,16,075 and writes the inputs to the URL', async () => {
  render(<FdCalculatorScreen />);
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹1,00,000');
  expect(resultValue('Return Earned')).toBe('₹16,075');
  expect(resultValue('Maturity Amount')).toBe('₹1,16,075');
  expect(screen.getByText(/matures to ₹1,16,075, earning ₹16,075/)).toHaveAttribute('role', 'status');
  expect(new URLSearchParams(window.location.search).get('investment')).toBe('1,00,000');
  expect(window.location.search).toContain('unit=years');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('the same deposit for 36 months gives the same maturity', async () => {
  render(<FdCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Time unit'), 'Months');
  await replace('Time period', '36');
  await calculate();
  expect(resultValue('Maturity Amount')).toBe('₹1,16,075');
});

test.each([
  ['Investment amount', '499', 'Please enter a valid investment amount (≥ 500).'],
  ['Investment amount', '', 'Please enter a valid investment amount (≥ 500).'],
  ['Interest rate (% p.a.)', '0', 'Please enter a valid interest rate.'],
  ['Interest rate (% p.a.)', '', 'Please enter a valid interest rate.'],
  ['Time period', '0', 'Please enter a valid time period (1 - 50).'],
  ['Time period', '', 'Please enter a valid time period (1 - 50).'],
])('%s %j → %s, tied to the field', async (label, text, message) => {
  render(<FdCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  expect(resultValue('Maturity Amount')).toBe('₹0');
  expect(window.location.search).toBe('');
});

test('in months the message names 600, and typing past the unit’s maximum is refused', async () => {
  render(<FdCalculatorScreen />);
  await replace('Time period', '51');
  expect(screen.getByLabelText('Time period')).toHaveValue('5');
  await userEvent.selectOptions(screen.getByLabelText('Time unit'), 'Months');
  await replace('Time period', '601');
  expect(screen.getByLabelText('Time period')).toHaveValue('60');
  await replace('Time period', '0');
  await calculate();
  expect(screen.getByText('Please enter a valid time period (1 - 600).')).toBeInTheDocument();
});

test('a period that is too long for the new unit is reported with that unit’s maximum', async () => {
  render(<FdCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Time unit'), 'Months');
  await replace('Time period', '120');
  await userEvent.selectOptions(screen.getByLabelText('Time unit'), 'Years');
  await calculate();
  expect(screen.getByText('Please enter a valid time period (1 - 50).')).toBeInTheDocument();
});

test('the rate is capped at 100 as typed', async () => {
  render(<FdCalculatorScreen />);
  await replace('Interest rate (% p.a.)', '101');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('10');
});

test('a failed Calculate keeps the last result and the shared URL; a good one clears the message', async () => {
  render(<FdCalculatorScreen />);
  await calculate();
  const sharedUrl = window.location.search;
  await replace('Investment amount', '100');
  await calculate();
  expect(screen.getByText('Please enter a valid investment amount (≥ 500).')).toBeInTheDocument();
  expect(resultValue('Maturity Amount')).toBe('₹1,16,075');
  expect(window.location.search).toBe(sharedUrl);
  await replace('Investment amount', '2,00,000');
  await calculate();
  expect(screen.queryByText('Please enter a valid investment amount (≥ 500).')).not.toBeInTheDocument();
  expect(resultValue('Maturity Amount')).toBe('₹2,32,151');
});

test('a shared link fills the form and calculates once', () => {
  window.history.replaceState(null, '', '/fd-calculator?investment=50%2C000&rate=7&timePeriod=24&unit=months');
  render(<FdCalculatorScreen />);
  expect(screen.getByLabelText('Investment amount')).toHaveValue('50,000');
  expect(screen.getByLabelText('Time unit')).toHaveValue('months');
  expect(resultValue('Total Investment')).toBe('₹50,000');
  expect(resultValue('Maturity Amount')).toBe('₹57,444');
});

describe('beyond one number', () => {
  test('no inflation: no "In today\'s money", and the link carries no inflation', async () => {
    render(<FdCalculatorScreen />);
    expect(screen.getByLabelText('Inflation (% a year)')).toHaveValue('');
    await calculate();
    expect(screen.queryByText("In today's money")).not.toBeInTheDocument();
    expect(window.location.search).not.toContain('inflation');
  });

  test("with 6% inflation, ₹1,16,075 in 3 years is ₹97,459 in today's money", async () => {
    render(<FdCalculatorScreen />);
    await replace('Inflation (% a year)', '6');
    await calculate();
    expect(resultValue("In today's money")).toBe('₹97,459');
    expect(new URLSearchParams(window.location.search).get('inflation')).toBe('6');
  });

  test('a yearly chart of invested against value loads after Calculate, with its text equivalent', async () => {
    render(<FdCalculatorScreen />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await calculate();
    expect(await screen.findByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
      'Money put in against its value, year by year, over 3 years. By the end, ₹1,00,000 put in is worth ₹1,16,075.',
    );
  });
});
