import { render, screen } from '@testing-library/react';
import CagrCalculatorScreen from './cagr-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/cagr-calculator'));

test('₹1,00,000 → ₹2,00,000 in 5 years: CAGR 14.87%, absolute 100.00%, and the inputs in the URL', async () => {
  render(<CagrCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'CAGR Calculator' })).toBeInTheDocument();
  await calculate();
  expect(results()).toEqual(['CAGR: 14.87%', 'Absolute return: 100.00%']);
  expect(new URLSearchParams(window.location.search).get('finalValue')).toBe('2,00,000');
});

test.each([
  ['1,25,000', '3,50,000', '7', ['CAGR: 15.85%', 'Absolute return: 180.00%']],
  ['2,00,000', '1,00,000', '5', ['CAGR: -12.94%', 'Absolute return: -50.00%']],
])('%s → %s in %s years', async (initial, final, years, expected) => {
  render(<CagrCalculatorScreen />);
  await replace('Initial value', initial.replace(/,/g, ''));
  await replace('Final value', final.replace(/,/g, ''));
  await replace('Duration (years)', years);
  await calculate();
  expect(results()).toEqual(expected);
});

test('each field’s message under it, nothing typed lost', async () => {
  render(<CagrCalculatorScreen />);
  await replace('Initial value', '0');
  await replace('Final value', '');
  await replace('Duration (years)', '0');
  await calculate();
  expect(screen.getByLabelText('Initial value')).toHaveAccessibleDescription('Enter a valid initial value.');
  expect(screen.getByLabelText('Final value')).toHaveAccessibleDescription('Enter a valid final value.');
  expect(screen.getByLabelText('Duration (years)')).toHaveAccessibleDescription(
    'Enter a duration above 0 and up to 100 years.',
  );
  expect(screen.getByLabelText('Initial value')).toHaveValue('0');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link shows its result at once', () => {
  window.history.replaceState(null, '', '/cagr-calculator?initialValue=1%2C25%2C000&finalValue=3%2C50%2C000&years=7');
  render(<CagrCalculatorScreen />);
  expect(results()).toEqual(['CAGR: 15.85%', 'Absolute return: 180.00%']);
});
