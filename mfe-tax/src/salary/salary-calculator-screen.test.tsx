import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import SalaryCalculatorScreen from './salary-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/salary-calculator'));

async function retype(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
}

test('the defaults, and CTC 12,00,000 with them', async () => {
  render(<SalaryCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeInTheDocument();
  expect(screen.getByLabelText('Basic (% of CTC)')).toHaveValue('50');
  expect(screen.getByRole('radio', { name: '12% of basic' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
  expect(screen.getByLabelText('Professional tax (yearly)')).toHaveValue('2,500');
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '1200000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toEqual({
    'Gross salary': '₹10,99,140',
    'Employee PF': '₹72,000',
    'Professional tax': '₹2,500',
    'Income tax': '₹0',
    'In-hand (yearly)': '₹10,24,640',
    'In-hand (monthly)': '₹85,387',
  });
});

test('CTC 25,00,000, basic 40%, PF on ₹15,000, no gratuity', async () => {
  render(<SalaryCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '2500000');
  await retype('Basic (% of CTC)', '40');
  await userEvent.click(screen.getByRole('radio', { name: '12% of ₹15,000' }));
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toMatchObject({
    'Gross salary': '₹24,78,400',
    'Income tax': '₹3,13,061',
    'In-hand (yearly)': '₹21,41,239',
    'In-hand (monthly)': '₹1,78,437',
  });
});

test('CTC 12,00,000, old regime, other deductions 50,000', async () => {
  render(<SalaryCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '1200000');
  await userEvent.click(screen.getByRole('radio', { name: 'Old' }));
  await retype('Other deductions (old regime)', '50000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toMatchObject({
    'Income tax': '₹1,01,326',
    'In-hand (yearly)': '₹9,23,314',
    'In-hand (monthly)': '₹76,943',
  });
});

test('professional tax above ₹2,500 gets its message', async () => {
  render(<SalaryCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '1200000');
  await retype('Professional tax (yearly)', '3000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByLabelText('Professional tax (yearly)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a professional tax from ₹0 to ₹2,500.'),
  );
  expect(screen.getByLabelText('Professional tax (yearly)')).toHaveValue('3,000');
});

test('CTC 2,65,677, basic 40%: Employee PF ₹12,752 (exactly 12,752.496), also on ₹15,000 below the ceiling', async () => {
  render(<SalaryCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '265677');
  await retype('Basic (% of CTC)', '40');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toMatchObject({ 'Gross salary': '₹2,47,813', 'Employee PF': '₹12,752' });
  expect(resultsIn()).toMatchObject({ 'In-hand (yearly)': '₹2,32,560' });
  // Basic is ₹8,855 a month: "12% of ₹15,000" charges 12% of the lower of basic and ₹15,000.
  await userEvent.click(screen.getByRole('radio', { name: '12% of ₹15,000' }));
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toMatchObject({ 'Employee PF': '₹12,752' });
});

test('a CTC too small for its PF and professional tax gets a message, not a negative in-hand', async () => {
  render(<SalaryCalculatorScreen />);
  await userEvent.type(screen.getByLabelText('Yearly CTC'), '2000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByLabelText('Yearly CTC')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a CTC large enough to cover the PF and professional tax.'),
  );
  expect(screen.queryByText(/-₹|₹-/)).toBeNull();
});
