import { render, screen } from '@testing-library/react';
import SwpCalculatorScreen, { describeLasting } from './swp-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/swp-calculator'));

test('₹10,000 a month from ₹10,00,000 at 8% for 10 years', async () => {
  render(<SwpCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'SWP Calculator' })).toBeInTheDocument();
  await calculate();
  expect(results()).toEqual(['Total Withdrawal: ₹12,00,000', 'Final Value: ₹3,90,180']);
  expect(new URLSearchParams(window.location.search).get('monthlyWithdrawal')).toBe('10,000');
});

test('₹15,000 a month runs out: "Lasts 7 years 5 months"', async () => {
  render(<SwpCalculatorScreen />);
  await replace('Monthly withdrawal', '15000');
  await calculate();
  expect(results()).toEqual([
    'Money runs out: Lasts 7 years 5 months',
    'Total Withdrawal: ₹13,26,936',
    'Final Value: ₹0',
  ]);
});

test('Years 0 → its message, nothing lost', async () => {
  render(<SwpCalculatorScreen />);
  await replace('Years', '0');
  await calculate();
  expect(screen.getByLabelText('Years')).toHaveAccessibleDescription('Enter a valid time period (1 - 50).');
  expect(screen.getByLabelText('Years')).toHaveValue('0');
});

test.each([
  [89, 'Lasts 7 years 5 months'],
  [1, 'Lasts 1 month'],
  [12, 'Lasts 1 year'],
  [25, 'Lasts 2 years 1 month'],
])('describeLasting(%d) → %s', (months, text) => {
  expect(describeLasting(months)).toBe(text);
});
