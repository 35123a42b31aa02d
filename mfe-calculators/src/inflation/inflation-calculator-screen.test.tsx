import { render, screen } from '@testing-library/react';
import InflationCalculatorScreen from './inflation-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/inflation-calculator'));

test('₹1,00,000 at 6% for 10 years: ₹1,79,085 in the future, ₹55,839 today', async () => {
  render(<InflationCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Inflation Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Inflation (% a year)')).toHaveValue('6');
  await calculate();
  expect(results()).toEqual(['Future cost: ₹1,79,085', "Value in today's money: ₹55,839"]);
  expect(new URLSearchParams(window.location.search).get('inflation')).toBe('6');
});

test('each field’s message under it, nothing typed lost', async () => {
  render(<InflationCalculatorScreen />);
  await replace('Amount', '');
  await replace('Years', '0');
  await calculate();
  expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter a valid amount.');
  expect(screen.getByLabelText('Years')).toHaveAccessibleDescription('Enter years from 1 to 100.');
  expect(screen.getByLabelText('Years')).toHaveValue('0');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('inflation past 100 cannot be typed', async () => {
  render(<InflationCalculatorScreen />);
  await replace('Inflation (% a year)', '101');
  expect(screen.getByLabelText('Inflation (% a year)')).toHaveValue('10');
});

test('a shared link shows its result at once', () => {
  window.history.replaceState(null, '', '/inflation-calculator?amount=1%2C00%2C000&inflation=10&years=1');
  render(<InflationCalculatorScreen />);
  expect(results()).toEqual(['Future cost: ₹1,10,000', "Value in today's money: ₹90,909"]);
});
