import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NpsCalculatorScreen from './nps-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/nps-calculator'));

test('₹5,000 a month from 30 at 10%, 40% annuity at 6%: the reference figures', async () => {
  render(<NpsCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'NPS Calculator' })).toBeInTheDocument();
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹18,00,000',
    'Corpus at 60: ₹1,13,96,627',
    'Lump sum: ₹68,37,976',
    'Annuity purchase: ₹45,58,651',
    'Monthly pension: ₹22,793',
  ]);
});

test('₹10,000 a month from 40 at 9%, 60% annuity at 6.5%', async () => {
  render(<NpsCalculatorScreen />);
  await replace('Monthly contribution', '10000');
  await replace('Your age', '40');
  await replace('Expected return (% p.a.)', '9');
  await replace('Annuity share (%)', '60');
  await replace('Annuity rate (% p.a.)', '6.5');
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹24,00,000',
    'Corpus at 60: ₹67,28,960',
    'Lump sum: ₹26,91,584',
    'Annuity purchase: ₹40,37,376',
    'Monthly pension: ₹21,869',
  ]);
  expect(new URLSearchParams(window.location.search).get('annuityShare')).toBe('60');
});

test.each([
  ['Annuity share (%)', '19', 'Enter an annuity share from 20 to 100%.'],
  ['Your age', '17', 'Enter your age from 18 to 59.'],
  ['Monthly contribution', '499', 'Enter a monthly contribution (≥ ₹500).'],
])('%s %j → %s', async (label, text, message) => {
  render(<NpsCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText(label)).toHaveValue(text);
});

test('a non-government subscriber may annuitise 20%; a government one needs 40%, and the choice travels in the link', async () => {
  render(<NpsCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'Non-government' })).toBeChecked();
  await replace('Annuity share (%)', '20');
  await calculate();
  expect(results()).toContain('Lump sum: ₹91,17,301');
  await userEvent.click(screen.getByRole('radio', { name: 'Government' }));
  await calculate();
  expect(screen.getByLabelText('Annuity share (%)')).toHaveAccessibleDescription(
    'Enter an annuity share from 40 to 100%.',
  );
  await replace('Annuity share (%)', '40');
  await calculate();
  expect(new URLSearchParams(window.location.search).get('subscriber')).toBe('government');
});

test('a corpus up to ₹8 lakh may all be withdrawn: an annuity share of 0', async () => {
  render(<NpsCalculatorScreen />);
  await replace('Monthly contribution', '500');
  await replace('Your age', '50');
  await replace('Expected return (% p.a.)', '8');
  await replace('Annuity share (%)', '0');
  await calculate();
  expect(results()).toEqual(
    expect.arrayContaining(['Lump sum: ₹92,083', 'Annuity purchase: ₹0', 'Monthly pension: ₹0']),
  );
});
