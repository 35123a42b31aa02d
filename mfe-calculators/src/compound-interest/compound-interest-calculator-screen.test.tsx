import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompoundInterestCalculatorScreen from './compound-interest-calculator-screen';
import { bodyRows, calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/compound-interest-calculator'));

test('₹1,00,000 at 8% for 5 years, quarterly: ₹1,48,595, a row a year and the chart', async () => {
  render(<CompoundInterestCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Compound Interest Calculator' })).toBeInTheDocument();
  expect(
    within(screen.getByLabelText('Compounding'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Yearly', 'Half-yearly', 'Quarterly', 'Monthly']);
  expect(screen.getByLabelText('Compounding')).toHaveValue('quarterly');
  await calculate();
  expect(results()).toEqual(['Principal: ₹1,00,000', 'Interest: ₹48,595', 'Maturity amount: ₹1,48,595']);
  const rows = bodyRows(screen.getByRole('table', { name: 'Year by year' }));
  expect(rows).toHaveLength(5);
  expect(rows.at(-1)).toEqual(['5', '₹0', '₹11,316', '₹1,48,595']);
  expect(await screen.findByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
    'Money put in against its value, year by year, over 5 years. By the end, ₹1,00,000 put in is worth ₹1,48,595.',
  );
  expect(new URLSearchParams(window.location.search).get('compounding')).toBe('quarterly');
});

test.each([
  ['Monthly', '₹1,48,985'],
  ['Half-yearly', '₹1,48,024'],
  ['Yearly', '₹1,46,933'],
])('%s → %s', async (compounding, maturity) => {
  render(<CompoundInterestCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Compounding'), compounding);
  await calculate();
  expect(results().at(-1)).toBe(`Maturity amount: ${maturity}`);
});

test('no time → its message under the field, the rest kept', async () => {
  render(<CompoundInterestCalculatorScreen />);
  await replace('Time (years)', '0');
  await calculate();
  expect(screen.getByLabelText('Time (years)')).toHaveAccessibleDescription('Enter a time from 1 to 100 years.');
  expect(screen.getByLabelText('Principal')).toHaveValue('1,00,000');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link fills the form and shows its result at once', () => {
  window.history.replaceState(
    null,
    '',
    '/compound-interest-calculator?principal=1%2C00%2C000&rate=8&years=5&compounding=monthly',
  );
  render(<CompoundInterestCalculatorScreen />);
  expect(screen.getByLabelText('Compounding')).toHaveValue('monthly');
  expect(results()).toEqual(['Principal: ₹1,00,000', 'Interest: ₹48,985', 'Maturity amount: ₹1,48,985']);
});
