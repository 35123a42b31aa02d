import { render, screen } from '@testing-library/react';
import SimpleInterestCalculatorScreen from './simple-interest-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/simple-interest-calculator'));

test('₹1,00,000 at 8% for 5 years: ₹40,000 interest, ₹1,40,000 in all, and the inputs in the URL', async () => {
  render(<SimpleInterestCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Simple Interest Calculator' })).toBeInTheDocument();
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
  await calculate();
  expect(results()).toEqual(['Interest: ₹40,000', 'Total amount: ₹1,40,000']);
  expect(new URLSearchParams(window.location.search).get('principal')).toBe('1,00,000');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('₹50,000 at 7.5% for 2 years 6 months: ₹9,375 and ₹59,375', async () => {
  render(<SimpleInterestCalculatorScreen />);
  await replace('Principal', '50000');
  expect(screen.getByLabelText('Principal')).toHaveValue('50,000');
  await replace('Rate (% a year)', '7.5');
  await replace('Years', '2');
  await replace('Months', '6');
  await calculate();
  expect(results()).toEqual(['Interest: ₹9,375', 'Total amount: ₹59,375']);
});

test('months past 11 cannot be typed; no time at all says so under Years, nothing typed lost', async () => {
  render(<SimpleInterestCalculatorScreen />);
  await replace('Months', '12');
  expect(screen.getByLabelText('Months')).toHaveValue('1');
  await replace('Years', '0');
  await replace('Months', '0');
  await replace('Principal', '');
  await calculate();
  expect(screen.getByLabelText('Years')).toHaveAccessibleDescription('Enter a period of at least one month.');
  expect(screen.getByLabelText('Principal')).toHaveAccessibleDescription('Enter a valid principal amount.');
  expect(screen.getByLabelText('Rate (% a year)')).toHaveValue('8');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link fills the form and shows its result at once', () => {
  window.history.replaceState(null, '', '/simple-interest-calculator?principal=50%2C000&rate=7.5&years=2&months=6');
  render(<SimpleInterestCalculatorScreen />);
  expect(screen.getByLabelText('Months')).toHaveValue('6');
  expect(results()).toEqual(['Interest: ₹9,375', 'Total amount: ₹59,375']);
});
