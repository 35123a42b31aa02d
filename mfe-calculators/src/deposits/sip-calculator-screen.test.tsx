import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SipCalculatorScreen from './sip-calculator-screen';
import { calculate, replace, resultValue } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/sip-calculator'));

test('starts as a monthly SIP with the spec’s defaults and ₹0.00 results', () => {
  render(<SipCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Investment type' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked();
  expect(screen.getByLabelText('Monthly investment')).toHaveValue('1,000');
  expect(screen.queryByLabelText('Lump sum amount')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Expected return rate (% p.a.)')).toHaveValue('12');
  expect(screen.getByLabelText('Time period (years)')).toHaveValue('1');
  expect(resultValue('Total Investment')).toBe('₹0.00');
  expect(resultValue('Return Earned')).toBe('₹0.00');
  expect(resultValue('Maturity Amount')).toBe('₹0.00');
});

test('the defaults mature to ₹12,809.33', async () => {
  render(<SipCalculatorScreen />);
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹12,000.00');
  expect(resultValue('Return Earned')).toBe('₹809.33');
  expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
  expect(screen.getByText(/₹1,000 a month at 12% for 1 year grows to ₹12,809.33/)).toHaveAttribute('role', 'status');
  expect(new URLSearchParams(window.location.search).get('investmentType')).toBe('sip');
});

test('the investment type switches the amount field, keeping what was typed in each', async () => {
  render(<SipCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  expect(screen.queryByLabelText('Monthly investment')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Lump sum amount')).toHaveValue('1,00,000');
  await userEvent.click(screen.getByRole('radio', { name: 'SIP (monthly)' }));
  expect(screen.getByLabelText('Monthly investment')).toHaveValue('1,000');
  expect(screen.queryByLabelText('Lump sum amount')).not.toBeInTheDocument();
});

test('a lump sum of 1,00,000 at 12% for 1 year matures to ₹1,12,000.00', async () => {
  render(<SipCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  await calculate();
  expect(resultValue('Total Investment')).toBe('₹1,00,000.00');
  expect(resultValue('Return Earned')).toBe('₹12,000.00');
  expect(resultValue('Maturity Amount')).toBe('₹1,12,000.00');
  expect(new URLSearchParams(window.location.search).get('investmentType')).toBe('lumpsum');
});

test.each([
  ['sip', 'Monthly investment', '499', 'Please enter monthly investment (min ₹500)'],
  ['sip', 'Monthly investment', '', 'Please enter monthly investment (min ₹500)'],
  ['lumpsum', 'Lump sum amount', '999', 'Please enter lump sum amount (min ₹1000)'],
  ['lumpsum', 'Lump sum amount', '', 'Please enter lump sum amount (min ₹1000)'],
  ['sip', 'Expected return rate (% p.a.)', '0', 'Please enter valid rate of interest'],
  ['sip', 'Expected return rate (% p.a.)', '', 'Please enter valid rate of interest'],
  ['sip', 'Time period (years)', '0', 'Please enter valid time period (min 1 year)'],
  ['lumpsum', 'Time period (years)', '', 'Please enter valid time period (min 1 year)'],
])('%s: %s %j → %s, tied to the field', async (type, label, text, message) => {
  render(<SipCalculatorScreen />);
  if (type === 'lumpsum') await userEvent.click(screen.getByRole('radio', { name: 'Lump sum' }));
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(resultValue('Maturity Amount')).toBe('₹0.00');
  expect(window.location.search).toBe('');
});

test('the period takes whole years only', async () => {
  render(<SipCalculatorScreen />);
  await replace('Time period (years)', '2.5');
  expect(screen.getByLabelText('Time period (years)')).toHaveValue('25');
});

test('a failed Calculate keeps the last result showing', async () => {
  render(<SipCalculatorScreen />);
  await calculate();
  await replace('Monthly investment', '100');
  await calculate();
  expect(screen.getByText('Please enter monthly investment (min ₹500)')).toBeInTheDocument();
  expect(resultValue('Maturity Amount')).toBe('₹12,809.33');
});

test('a shared lump-sum link fills the form and calculates once', () => {
  window.history.replaceState(
    null,
    '',
    '/sip-calculator?investmentType=lumpsum&monthlyInvestment=1%2C000&lumpSumAmount=1%2C00%2C000&rate=12&timePeriod=1',
  );
  render(<SipCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'Lump sum' })).toBeChecked();
  expect(resultValue('Maturity Amount')).toBe('₹1,12,000.00');
});
