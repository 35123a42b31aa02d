/// <reference types="@testing-library/jest-dom" />
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmiCalculatorScreen from './emi-calculator-screen';
import { calculate, results } from '../../test/screen-helpers';
import { InLanguage } from '../../../shared/test/words';

// recharts is downloaded only after a successful Calculate, for the donut: this records when it is first loaded.
const mockRecharts = { loaded: false };
jest.mock('recharts', () => {
  mockRecharts.loaded = true;
  return jest.requireActual<object>('recharts');
});

beforeEach(() => window.history.replaceState(null, '', '/emi-calculator'));

test('starts with ₹5,00,000 at 8.5% for 1 year and every result at ₹0', () => {
  render(<EmiCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Loan amount')).toHaveValue('5,00,000');
  expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.5');
  expect(screen.getByLabelText('Loan tenure')).toHaveValue('1');
  expect(screen.getByLabelText('Tenure unit')).toHaveDisplayValue('Years');
  expect(results()).toEqual(['Monthly EMI: ₹0', 'Total Interest: ₹0', 'Total Payment: ₹0']);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
  // The file's first test, before any Calculate: the form's first paint has not loaded recharts.
  expect(mockRecharts.loaded).toBe(false);
});

test('Calculate gives ₹43,610 a month, ₹23,319 interest, ₹5,23,319 in all, and says so', async () => {
  render(<EmiCalculatorScreen />);
  await calculate();
  expect(results()).toEqual(['Monthly EMI: ₹43,610', 'Total Interest: ₹23,319', 'Total Payment: ₹5,23,319']);
  expect(within(screen.getByRole('region', { name: 'Result' })).getByRole('status')).toHaveTextContent(
    'Monthly EMI ₹43,610 for 12 months; total interest ₹23,319; total payment ₹5,23,319.',
  );
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('loanAmount')).toBe('5,00,000');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the donut of principal against interest comes after the first Calculate, with its figures in words', async () => {
  render(<EmiCalculatorScreen />);
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  await calculate();
  const donut = await screen.findByRole('figure', { name: 'Principal vs Interest' });
  expect(donut).toHaveAccessibleDescription(
    'Of a total payment of ₹5,23,319, principal is ₹5,00,000 (95.5%) and interest ₹23,319 (4.5%).',
  );
  expect(within(donut).getByText('Principal')).toBeInTheDocument();
  expect(within(donut).getByText('Interest')).toBeInTheDocument();
  expect(mockRecharts.loaded).toBe(true);
});

test('months and years: 24 months is the same loan as 2 years', async () => {
  render(<EmiCalculatorScreen />);
  await userEvent.clear(screen.getByLabelText('Loan tenure'));
  await userEvent.type(screen.getByLabelText('Loan tenure'), '2');
  await calculate();
  const twoYears = results();
  await userEvent.clear(screen.getByLabelText('Loan tenure'));
  await userEvent.type(screen.getByLabelText('Loan tenure'), '24');
  await userEvent.selectOptions(screen.getByLabelText('Tenure unit'), 'Months');
  await calculate();
  expect(results()).toEqual(twoYears);
  expect(results()[0]).toBe('Monthly EMI: ₹22,728');
});

test('fields refuse letters and out-of-range values as they are typed', async () => {
  render(<EmiCalculatorScreen />);
  const amount = screen.getByLabelText('Loan amount');
  await userEvent.clear(amount);
  await userEvent.type(amount, '25a00000');
  expect(amount).toHaveValue('25,00,000');
  const rate = screen.getByLabelText('Interest rate (% p.a.)');
  await userEvent.clear(rate);
  await userEvent.type(rate, '101');
  expect(rate).toHaveValue('10');
  await userEvent.clear(rate);
  await userEvent.type(rate, '7.255');
  expect(rate).toHaveValue('7.25');
  const tenure = screen.getByLabelText('Loan tenure');
  await userEvent.clear(tenure);
  await userEvent.type(tenure, '1.5');
  expect(tenure).toHaveValue('15');
  await userEvent.clear(tenure);
  await userEvent.type(tenure, '10001');
  expect(tenure).toHaveValue('1000');
});

test.each([
  ['Loan amount', '', 'Enter a valid loan amount.'],
  ['Loan amount', '0', 'Enter a valid loan amount.'],
  ['Interest rate (% p.a.)', '', 'Enter a valid interest rate.'],
  ['Interest rate (% p.a.)', '0', 'Enter a valid interest rate.'],
  ['Loan tenure', '', 'Enter a valid loan tenure (1 - 1000).'],
  ['Loan tenure', '0', 'Enter a valid loan tenure (1 - 1000).'],
])('%s %j → "%s", under the field and tied to it', async (label, text, message) => {
  render(<EmiCalculatorScreen />);
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await calculate();
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText(/^Enter a valid/)).toHaveLength(1);
  expect(results()).toEqual(['Monthly EMI: ₹0', 'Total Interest: ₹0', 'Total Payment: ₹0']);
});

test('all three messages at once', async () => {
  render(<EmiCalculatorScreen />);
  for (const label of ['Loan amount', 'Interest rate (% p.a.)', 'Loan tenure'])
    await userEvent.clear(screen.getByLabelText(label));
  await calculate();
  expect(screen.getByText('Enter a valid loan amount.')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid interest rate.')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid loan tenure (1 - 1000).')).toBeInTheDocument();
});

test('a failed Calculate shows the message and keeps the last result; the next good one clears it', async () => {
  render(<EmiCalculatorScreen />);
  await calculate();
  await userEvent.clear(screen.getByLabelText('Loan amount'));
  await calculate();
  expect(screen.getByText('Enter a valid loan amount.')).toBeInTheDocument();
  expect(results()).toEqual(['Monthly EMI: ₹43,610', 'Total Interest: ₹23,319', 'Total Payment: ₹5,23,319']);
  expect(new URLSearchParams(window.location.search).get('loanAmount')).toBe('5,00,000');

  await userEvent.type(screen.getByLabelText('Loan amount'), '1000000');
  await calculate();
  expect(screen.queryByText('Enter a valid loan amount.')).not.toBeInTheDocument();
  expect(results()[0]).toBe('Monthly EMI: ₹87,220');
});

test('a shared link fills the form and calculates once', () => {
  window.history.replaceState(null, '', '/emi-calculator?loanAmount=10%2C00%2C000&rate=10&loanTenure=60&unit=months');
  render(<EmiCalculatorScreen />);
  expect(screen.getByLabelText('Loan amount')).toHaveValue('10,00,000');
  expect(screen.getByLabelText('Tenure unit')).toHaveDisplayValue('Months');
  expect(results()).toEqual(['Monthly EMI: ₹21,247', 'Total Interest: ₹2,74,823', 'Total Payment: ₹12,74,823']);
  expect(within(screen.getByRole('region', { name: 'Result' })).getByRole('status')).toHaveTextContent('for 60 months');
});

test('a link with an unknown unit asks for a valid tenure instead of guessing', () => {
  window.history.replaceState(null, '', '/emi-calculator?loanAmount=100000&rate=10&loanTenure=5&unit=weeks');
  render(<EmiCalculatorScreen />);
  expect(screen.getByLabelText('Loan tenure')).toHaveAccessibleDescription('Enter a valid loan tenure (1 - 1000).');
  expect(screen.getByLabelText('Tenure unit')).toHaveDisplayValue('Choose a unit');
  expect(results()[0]).toBe('Monthly EMI: ₹0');
});

describe('in Hindi (docs/languages.md)', () => {
  const renderInHindi = () =>
    render(
      <InLanguage areaDir={path.join(__dirname, '../..')} language="hi">
        <EmiCalculatorScreen />
      </InLanguage>,
    );

  test('₹5,00,000 at 8.5 % for 1 year: मासिक EMI ₹43,610, the figures as in English', async () => {
    renderInHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'EMI कैलकुलेटर' })).toBeInTheDocument();
    expect(screen.getByLabelText('ऋण राशि')).toHaveValue('5,00,000');
    expect(screen.getByLabelText('ब्याज दर (% प्रति वर्ष)')).toHaveValue('8.5');
    expect(screen.getByLabelText('ऋण अवधि')).toHaveValue('1');
    expect(screen.getByLabelText('अवधि की इकाई')).toHaveDisplayValue('वर्ष');
    await calculate('गणना करें');
    const result = screen.getByRole('region', { name: 'परिणाम' });
    expect(results(result)).toEqual(['मासिक EMI: ₹43,610', 'कुल ब्याज: ₹23,319', 'कुल भुगतान: ₹5,23,319']);
    expect(within(result).getByRole('status')).toHaveTextContent(
      '12 महीने के लिए मासिक EMI ₹43,610; कुल ब्याज ₹23,319; कुल भुगतान ₹5,23,319।',
    );
    expect(await screen.findByRole('figure', { name: 'मूलधन बनाम ब्याज' })).toHaveAccessibleDescription(
      'कुल भुगतान ₹5,23,319 में मूलधन ₹5,00,000 (95.5%) और ब्याज ₹23,319 (4.5%) है।',
    );
  });

  test('an empty loan amount gives its Hindi message under the field, and keeps ₹0', async () => {
    renderInHindi();
    await userEvent.clear(screen.getByLabelText('ऋण राशि'));
    await calculate('गणना करें');
    expect(screen.getByLabelText('ऋण राशि')).toHaveAccessibleDescription('मान्य ऋण राशि दर्ज करें।');
    expect(screen.getByLabelText('ऋण राशि')).toHaveAttribute('aria-invalid', 'true');
    expect(results()[0]).toBe('मासिक EMI: ₹0');
  });
});
