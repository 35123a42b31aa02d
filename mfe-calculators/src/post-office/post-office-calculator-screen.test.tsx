import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PostOfficeCalculatorScreen from './post-office-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/post-office-calculator'));

test('SCSS ₹15,00,000 at 8.2%: ₹30,750 a quarter, ₹6,15,000 over 5 years; the rate’s notification named', async () => {
  render(<PostOfficeCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Post Office Schemes' })).toBeInTheDocument();
  expect(screen.getByLabelText('Rate (% a year)')).toHaveValue('8.2');
  expect(screen.getByLabelText('Rate (% a year)')).toHaveAccessibleDescription(
    '8.2% as notified for January–March 2026.',
  );
  expect(screen.queryByRole('radiogroup', { name: 'Account' })).not.toBeInTheDocument();
  await calculate();
  expect(results()).toEqual(['Interest every quarter: ₹30,750', 'Interest over 5 years: ₹6,15,000']);
  expect(new URLSearchParams(window.location.search).get('scheme')).toBe('scss');
});

test('POMIS: its rate fills in, a single account stops at ₹9,00,000, a joint one at ₹15,00,000', async () => {
  render(<PostOfficeCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Scheme'), 'Monthly Income Scheme (POMIS)');
  expect(screen.getByLabelText('Rate (% a year)')).toHaveValue('7.4');
  expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
  await replace('Deposit', '1000000');
  await calculate();
  expect(screen.getByLabelText('Deposit')).toHaveAccessibleDescription(
    'A single POMIS account takes at most ₹9,00,000.',
  );
  expect(screen.getByLabelText('Deposit')).toHaveValue('10,00,000');
  await userEvent.click(screen.getByRole('radio', { name: 'Joint' }));
  await calculate();
  expect(results()).toEqual(['Income every month: ₹6,167', 'Income over 5 years: ₹3,70,000']);
  await userEvent.click(screen.getByRole('radio', { name: 'Single' }));
  await replace('Deposit', '900000');
  await calculate();
  expect(results()).toEqual(['Income every month: ₹5,550', 'Income over 5 years: ₹3,33,000']);
});

test('NSC ₹1,00,000 at 7.7% matures to ₹1,44,903; KVP ₹50,000 doubles in 115 months', async () => {
  render(<PostOfficeCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Scheme'), 'National Savings Certificate (NSC)');
  await replace('Deposit', '100000');
  await calculate();
  expect(results()).toEqual(['Maturity amount: ₹1,44,903', 'Interest: ₹44,903']);
  await userEvent.selectOptions(screen.getByLabelText('Scheme'), 'Kisan Vikas Patra (KVP)');
  expect(screen.getByLabelText('Rate (% a year)')).toHaveValue('7.5');
  await replace('Deposit', '50000');
  await calculate();
  expect(results()).toEqual(['Maturity amount: ₹1,00,000', 'Matures in: 115 months (9 years 7 months)']);
});

test('an SCSS deposit past its limit: the message names it', async () => {
  render(<PostOfficeCalculatorScreen />);
  await replace('Deposit', '3100000');
  await calculate();
  expect(screen.getByLabelText('Deposit')).toHaveAccessibleDescription('SCSS takes ₹1,000 to ₹30,00,000.');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a shared link restores the scheme, the account and the result', () => {
  window.history.replaceState(
    null,
    '',
    '/post-office-calculator?scheme=pomis&account=joint&deposit=15%2C00%2C000&rate=7.4',
  );
  render(<PostOfficeCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'Joint' })).toBeChecked();
  expect(results()).toEqual(['Income every month: ₹9,250', 'Income over 5 years: ₹5,55,000']);
});
