import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PpfCalculatorScreen from './ppf-calculator-screen';
import { bodyRows, calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/ppf-calculator'));

test('starts with the defaults, no result and the plain URL', () => {
  render(<PpfCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'PPF Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Yearly deposit')).toHaveValue('1,50,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('7.1');
  expect(screen.getByLabelText('Years')).toHaveValue('15');
  expect(screen.getByLabelText('Inflation (% a year)')).toHaveValue('');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('₹1,50,000 a year for 15 years at 7.1%: the reference figures, the table and the chart', async () => {
  render(<PpfCalculatorScreen />);
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹22,50,000',
    'Total Interest: ₹18,18,209',
    'Maturity Value: ₹40,68,209',
  ]);
  const table = screen.getByRole('table', { name: 'Year by year' });
  const rows = bodyRows(table);
  expect(rows).toHaveLength(15);
  expect(rows[0]).toEqual(['1', '₹1,50,000', '₹10,650', '₹1,60,650']);
  expect(rows.at(-1)?.[3]).toBe('₹40,68,209');
  expect(await screen.findByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
    'Money put in against its value, year by year, over 15 years. By the end, ₹22,50,000 put in is worth ₹40,68,209.',
  );
  expect(new URLSearchParams(window.location.search).get('yearlyDeposit')).toBe('1,50,000');
  expect(window.location.search).not.toContain('inflation');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('₹50,000 for 20 years, and with inflation, "In today\'s money"', async () => {
  render(<PpfCalculatorScreen />);
  await replace('Yearly deposit', '50000');
  await userEvent.selectOptions(screen.getByLabelText('Years'), '20');
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹10,00,000',
    'Total Interest: ₹12,19,429',
    'Maturity Value: ₹22,19,429',
  ]);
  expect(bodyRows(screen.getByRole('table', { name: 'Year by year' }))[0]?.[2]).toBe('₹3,550');
  await replace('Yearly deposit', '1,50,000');
  await userEvent.selectOptions(screen.getByLabelText('Years'), '15');
  await replace('Inflation (% a year)', '6');
  await calculate();
  expect(results().at(-1)).toBe("In today's money: ₹16,97,522");
  expect(new URLSearchParams(window.location.search).get('inflation')).toBe('6');
});

test.each([
  ['Yearly deposit', '499', 'Enter a yearly deposit from ₹500 to ₹1,50,000.'],
  ['Yearly deposit', '', 'Enter a yearly deposit from ₹500 to ₹1,50,000.'],
  ['Interest rate (% p.a.)', '0', 'Enter a valid interest rate (0–100%).'],
])('%s %j → %s, tied to the field, nothing lost', async (label, text, message) => {
  render(<PpfCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText(label)).toHaveValue(text);
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link fills the form and calculates; a hand-edited term gets its message', () => {
  window.history.replaceState(null, '', '/ppf-calculator?yearlyDeposit=50%2C000&rate=7.1&years=20');
  const { unmount } = render(<PpfCalculatorScreen />);
  expect(results()).toContain('Maturity Value: ₹22,19,429');
  unmount();
  window.history.replaceState(null, '', '/ppf-calculator?yearlyDeposit=50%2C000&rate=7.1&years=17');
  render(<PpfCalculatorScreen />);
  expect(screen.getByText('Enter 15 years, or more in steps of 5 up to 50.')).toBeInTheDocument();
  expect(screen.getByLabelText('Years')).toHaveValue('');
});
