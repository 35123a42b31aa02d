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
  ['60000', '10', '7', 'Yes', '₹3,80,769', '₹3,80,769', '₹0'],
  ['60000', '10', '6', 'Yes', '₹3,46,154', '₹3,46,154', '₹0'],
  ['60000', '10', '7', 'No', '₹3,00,000', '₹3,00,000', '₹0'],
  ['300000', '30', '0', 'Yes', '₹51,92,308', '₹20,00,000', '₹31,92,308'],
] as const)(
  'salary %s, %s y %s m, covered %s: %s',
  async (salary, years, months, covered, gratuity, taxFree, taxable) => {
    render(<GratuityCalculatorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gratuity Calculator' })).toBeInTheDocument();
    await calculate(salary, years, months, covered);
    expect(resultsIn()).toEqual({ Gratuity: gratuity, 'Tax-free': taxFree, Taxable: taxable });
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
