import { render, screen } from '@testing-library/react';
import GoalCalculatorScreen from './goal-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/goal-calculator'));

test('₹1 crore in 15 years at 12% with 6% inflation', async () => {
  render(<GoalCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Goal Planner' })).toBeInTheDocument();
  await calculate();
  expect(results()).toEqual([
    'Target in future money: ₹2,39,65,582',
    'Monthly SIP needed: ₹47,497',
    'Lump sum needed: ₹43,78,423',
  ]);
});

test('with no inflation', async () => {
  render(<GoalCalculatorScreen />);
  await replace('Inflation (% a year)', '0');
  await calculate();
  expect(results()).toEqual([
    'Target in future money: ₹1,00,00,000',
    'Monthly SIP needed: ₹19,819',
    'Lump sum needed: ₹18,26,963',
  ]);
});

test('an empty target → its message, nothing lost', async () => {
  render(<GoalCalculatorScreen />);
  await replace("Target amount (today's money)", '');
  await replace('Years', '51');
  await calculate();
  expect(screen.getByLabelText("Target amount (today's money)")).toHaveAccessibleDescription(
    'Enter a valid target amount.',
  );
  expect(screen.getByLabelText('Expected return (% p.a.)')).toHaveValue('12');
});
