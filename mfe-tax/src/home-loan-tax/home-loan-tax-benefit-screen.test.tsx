import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import HomeLoanTaxBenefitScreen from './home-loan-tax-benefit-screen';

beforeEach(() => window.history.replaceState(null, '', '/home-loan-tax-benefit'));

const result = () => screen.getByRole('region', { name: 'Result' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Tax year' });

async function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

async function enterReference() {
  await type('Loan amount', '5000000');
  await type('Interest rate (% p.a.)', '8.5');
  await type('Tenure (years)', '20');
  await type('First EMI (month)', '2026-04');
  await type('Taxable income before the home loan (old regime)', '1950000');
  await type('Other section 123 (80C) investments', '50000');
}

const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

const REFERENCE_RESULTS = {
  'Monthly EMI': '₹43,391',
  'Interest paid in the year': '₹4,21,182',
  'Principal repaid in the year': '₹99,511',
  'Interest deduction': '₹2,00,000',
  'Principal deduction': '₹99,511',
  'Tax without the loan': '₹4,13,400',
  'Tax with the loan': '₹3,19,953',
  'Tax saved': '₹93,447',
};

test('the reference: the year’s interest and principal, both deductions, tax without and with, ₹93,447 saved', async () => {
  render(<HomeLoanTaxBenefitScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Home Loan Tax Benefit' })).toBeInTheDocument();
  await enterReference();
  await calculate();
  expect(resultsIn(result())).toEqual(REFERENCE_RESULTS);
  expect(screen.getByText('12 EMIs fall in this tax year (April to March).')).toBeInTheDocument();
  expect(screen.getByText("Under the new regime a self-occupied home's loan gives no deduction.")).toBeInTheDocument();
  expect(screen.getByText(/Interest: at most ₹2,00,000 \(section 22 \(24\(b\)\)\)/)).toBeInTheDocument();
});

test('FY 2025-26 names section 80C first', async () => {
  render(<HomeLoanTaxBenefitScreen />);
  await userEvent.selectOptions(yearSelect(), 'FY 2025-26 (Income-tax Act, 1961)');
  expect(screen.getByLabelText('Other section 80C (123) investments')).toBeInTheDocument();
  expect(
    screen.getByText(/\(section 24\(b\) \(22\)\)\. Principal: within the ₹1,50,000 of section 80C \(123\)/),
  ).toBeInTheDocument();
});

test('messages sit under their fields and nothing typed is lost', async () => {
  render(<HomeLoanTaxBenefitScreen />);
  await type('Loan amount', '0');
  await type('Tenure (years)', '1001');
  await calculate();
  expect(screen.getByLabelText('Loan amount')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid loan amount.'),
  );
  expect(screen.getByLabelText('Tenure (years)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid loan tenure (1 - 1000).'),
  );
  expect(screen.getByLabelText('First EMI (month)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter the month of the first EMI.'),
  );
  expect(screen.getByLabelText('Tenure (years)')).toHaveValue('1001');
  expect(window.location.search).toBe('');
});

test('the link restores the inputs and the result', async () => {
  const { unmount } = render(<HomeLoanTaxBenefitScreen />);
  await enterReference();
  await calculate();
  const link = window.location.search;
  expect(new URLSearchParams(link).get('firstEmi')).toBe('2026-04');
  unmount();
  window.history.replaceState(null, '', `/home-loan-tax-benefit${link}`);
  render(<HomeLoanTaxBenefitScreen />);
  expect(resultsIn(result())).toEqual(REFERENCE_RESULTS);
  expect(screen.getByLabelText('Loan amount')).toHaveValue('50,00,000');
});
