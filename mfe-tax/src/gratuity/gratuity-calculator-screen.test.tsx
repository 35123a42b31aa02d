import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import GratuityCalculatorScreen from './gratuity-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/gratuity-calculator'));

async function calculate(salary: string, years: string, months: string, covered: 'Yes' | 'No') {
  await userEvent.type(screen.getByLabelText('Last drawn monthly basic + DA'), salary);
  await userEvent.type(screen.getByLabelText('Years of service'), years);
  await userEvent.clear(screen.getByLabelText('Months'));
  await userEvent.type(screen.getByLabelText('Months'), months);
  await userEvent.click(screen.getByRole('radio', { name: covered }));
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

test.each([
  ['60000', '10', '7', 'Yes', '₹3,80,769', '₹3,80,769', '₹3,80,769', '₹0'],
  ['60000', '10', '6', 'Yes', '₹3,46,154', '₹3,46,154', '₹3,46,154', '₹0'],
  ['60000', '10', '7', 'No', '₹3,00,000', '₹3,00,000', '₹3,00,000', '₹0'],
  // The Act caps the payment at ₹20 lakh: computed ₹51,92,308, payable ₹20,00,000.
  ['300000', '30', '0', 'Yes', '₹51,92,308', '₹20,00,000', '₹20,00,000', '₹0'],
] as const)(
  'salary %s, %s y %s m, covered %s: %s',
  async (salary, years, months, covered, gratuity, payable, taxFree, taxable) => {
    render(<GratuityCalculatorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gratuity Calculator' })).toBeInTheDocument();
    await calculate(salary, years, months, covered);
    expect(resultsIn()).toEqual({ Gratuity: gratuity, Payable: payable, 'Tax-free': taxFree, Taxable: taxable });
  },
);

test('under 5 years the result says when gratuity is paid', async () => {
  render(<GratuityCalculatorScreen />);
  await calculate('60000', '4', '11', 'Yes');
  expect(screen.getByText('Gratuity is paid after 5 years of continuous service.')).toBeInTheDocument();
  expect(resultsIn().Gratuity).toBe('₹0');
});

test('months above 11 get their message', async () => {
  render(<GratuityCalculatorScreen />);
  await calculate('60000', '10', '12', 'Yes');
  expect(screen.getByLabelText('Months')).toHaveAccessibleDescription(
    expect.stringContaining('Enter months from 0 to 11.'),
  );
});

test('a fixed-term employee is due after 1 year; the choice travels in the link', async () => {
  render(<GratuityCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Fixed-term' }));
  await calculate('60000', '0', '11', 'Yes');
  expect(screen.getByText('A fixed-term employee is paid gratuity after 1 year of service.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Years of service'));
  await userEvent.type(screen.getByLabelText('Years of service'), '1');
  await userEvent.clear(screen.getByLabelText('Months'));
  await userEvent.type(screen.getByLabelText('Months'), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultsIn()).toMatchObject({ Gratuity: '₹34,615', Payable: '₹34,615' });
  expect(new URLSearchParams(window.location.search).get('employment')).toBe('fixed-term');
});

test('an older link without the employment choice is a permanent employee', async () => {
  window.history.replaceState(null, '', '/gratuity-calculator?monthlySalary=60%2C000&years=4&months=11&covered=yes');
  render(<GratuityCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'Permanent' })).toBeChecked();
});

test('not covered: the salary is the average of the last 10 months', async () => {
  render(<GratuityCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.getByLabelText('Last drawn monthly basic + DA')).toHaveAccessibleDescription(
    expect.stringContaining('the average of the 10 months before you leave'),
  );
});
