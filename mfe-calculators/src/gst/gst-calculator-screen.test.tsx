import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GstCalculatorScreen from './gst-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/gst-calculator'));

function results(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']));
}

test('the defaults: 18%, before GST, and ₹0.00 results', () => {
  render(<GstCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'GST Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('GST rate')).toHaveValue('18');
  expect(screen.getByRole('radio', { name: 'Before GST' })).toBeChecked();
  expect(results()['Total amount']).toBe('₹0.00');
});

test('1,000 at 18% before GST', async () => {
  render(<GstCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Amount'), '1000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(results()).toEqual({
    'Net amount': '₹1,000.00',
    GST: '₹180.00',
    'Total amount': '₹1,180.00',
    CGST: '₹90.00',
    SGST: '₹90.00',
  });
  expect(new URLSearchParams(window.location.search).get('rate')).toBe('18');
});

test('999 at 5% including GST: CGST and SGST equal, each half rounded once', async () => {
  render(<GstCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Amount'), '999');
  await userEvent.selectOptions(screen.getByLabelText('GST rate'), '5%');
  await userEvent.click(screen.getByRole('radio', { name: 'Including GST' }));
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(results()).toEqual({
    'Net amount': '₹951.42',
    GST: '₹47.58',
    'Total amount': '₹999.00',
    CGST: '₹23.79',
    SGST: '₹23.79',
  });
});

test('no amount: its message, and the results stay ₹0.00', async () => {
  render(<GstCalculatorScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid amount.'));
  expect(results().GST).toBe('₹0.00');
});
