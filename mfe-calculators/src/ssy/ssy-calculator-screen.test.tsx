import { render, screen } from '@testing-library/react';
import SsyCalculatorScreen from './ssy-calculator-screen';
import { bodyRows, calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/ssy-calculator'));

test('₹1,50,000 a year at 8.2%: the reference figures, maturing 21 years after this year', async () => {
  render(<SsyCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Sukanya Samriddhi Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText("Girl's age")).toHaveValue('5');
  const thisYear = new Date().getFullYear();
  expect(screen.getByLabelText('Start year')).toHaveValue(String(thisYear));
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹22,50,000',
    'Total Interest: ₹49,32,119',
    'Maturity Value: ₹71,82,119',
    `Maturity year: ${thisYear + 21}`,
  ]);
  expect(bodyRows(screen.getByRole('table', { name: 'Year by year' }))).toHaveLength(21);
});

test('₹12,000 a year from 2026, with inflation', async () => {
  render(<SsyCalculatorScreen />);
  await replace('Yearly deposit', '12000');
  await replace('Start year', '2026');
  await replace('Inflation (% a year)', '5');
  await calculate();
  expect(results()).toEqual([
    'Total Investment: ₹1,80,000',
    'Total Interest: ₹3,94,570',
    'Maturity Value: ₹5,74,570',
    'Maturity year: 2047',
    // 5,74,570 / 1.05^21
    `In today's money: ₹2,06,237`,
  ]);
});

test.each([
  ["Girl's age", '', "Enter the girl's age from 0 to 9."],
  ['Yearly deposit', '249', 'Enter a yearly deposit from ₹250 to ₹1,50,000.'],
  ['Start year', '2014', 'Enter a start year from 2015 to 2100.'],
])('%s %j → %s', async (label, text, message) => {
  render(<SsyCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a link with an inflation out of range gets its message; typing past 100 is refused', async () => {
  window.history.replaceState(
    null,
    '',
    '/ssy-calculator?yearlyDeposit=12000&girlAge=5&rate=8.2&startYear=2026&inflation=101',
  );
  render(<SsyCalculatorScreen />);
  expect(screen.getByLabelText('Inflation (% a year)')).toHaveAccessibleDescription(
    'Enter inflation from 0 to 100%, or leave it empty.',
  );
  await replace("Girl's age", '11');
  expect(screen.getByLabelText("Girl's age")).toHaveValue('1');
});

test('a girl of 10 can no longer have an account opened: a link with age 10 gets the message, typing 10 is refused', async () => {
  window.history.replaceState(null, '', '/ssy-calculator?yearlyDeposit=12000&girlAge=10&rate=8.2&startYear=2026');
  render(<SsyCalculatorScreen />);
  expect(screen.getByLabelText("Girl's age")).toHaveAccessibleDescription("Enter the girl's age from 0 to 9.");
  await replace("Girl's age", '10');
  expect(screen.getByLabelText("Girl's age")).toHaveValue('1');
});
