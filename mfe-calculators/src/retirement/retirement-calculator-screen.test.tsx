import { render, screen } from '@testing-library/react';
import RetirementCalculatorScreen from './retirement-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/retirement-calculator'));

test('the reference plan: ₹2,87,175 a month, ₹7,71,48,478, ₹1,49,79,961 and a SIP of ₹17,612, with its chart', async () => {
  render(<RetirementCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Retirement Planner' })).toBeInTheDocument();
  expect(screen.getByLabelText('Savings today')).toHaveValue('5,00,000');
  await calculate();
  expect(results()).toEqual([
    'Monthly expenses at retirement: ₹2,87,175',
    'Corpus needed at retirement: ₹7,71,48,478',
    'Savings today grow to: ₹1,49,79,961',
    'Monthly SIP needed: ₹17,612',
  ]);
  const chart = await screen.findByRole('figure', { name: 'Corpus by age' });
  expect(chart).toHaveAccessibleDescription(
    /^From ₹5,00,000 at age 30, the corpus grows to ₹7,71,\d\d,\d\d\d at 60, then pays the expenses and is ₹[\d,]+ at 85\.$/,
  );
  expect(new URLSearchParams(window.location.search).get('lifeExpectancy')).toBe('85');
});

test('with no savings the SIP is ₹21,856', async () => {
  render(<RetirementCalculatorScreen />);
  await replace('Savings today', '0');
  await calculate();
  expect(results().at(-1)).toBe('Monthly SIP needed: ₹21,856');
  expect(screen.queryByText('Your savings today already cover the corpus.')).not.toBeInTheDocument();
});

test('savings that cover the corpus: SIP ₹0, and it says so', async () => {
  render(<RetirementCalculatorScreen />);
  await replace('Savings today', '30000000');
  await calculate();
  expect(results().at(-1)).toBe('Monthly SIP needed: ₹0');
  expect(screen.getByText('Your savings today already cover the corpus.', { selector: 'p' })).toBeVisible();
});

test('ages out of order: each message under its age, nothing typed lost', async () => {
  render(<RetirementCalculatorScreen />);
  await replace('Current age', '65');
  await calculate();
  expect(screen.getByLabelText('Retirement age')).toHaveAccessibleDescription(
    'Retirement age must be above your current age.',
  );
  await replace('Current age', '30');
  await replace('Life expectancy', '55');
  await calculate();
  expect(screen.getByLabelText('Life expectancy')).toHaveAccessibleDescription(
    'Life expectancy must be above your retirement age.',
  );
  expect(screen.getByLabelText('Life expectancy')).toHaveValue('55');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link shows its plan at once', () => {
  window.history.replaceState(
    null,
    '',
    '/retirement-calculator?currentAge=30&retirementAge=60&lifeExpectancy=85&monthlyExpenses=50%2C000&inflation=6&returnBefore=12&returnAfter=7&savings=0',
  );
  render(<RetirementCalculatorScreen />);
  expect(results()).toContain('Monthly SIP needed: ₹21,856');
});
