import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import AdvanceTaxCalculatorScreen from './advance-tax-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/advance-tax-calculator'));

const result = () => screen.getByRole('region', { name: 'Result' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Tax year' });
const filedOn = () => screen.getByLabelText('Return filed on');

async function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** The reference, typed as a visitor would. */
async function enterReference() {
  await type('Estimated total income (after deductions)', '3000000');
  await type('TDS and TCS', '100000');
  await type('Paid by 15 June', '40000');
  await type('Paid by 15 September', '110000');
  await type('Paid by 15 December', '100000');
  await type('Paid by 15 March', '100000');
}

const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

function tableRows() {
  const table = within(result()).getByRole('table', { name: 'Advance tax by due date' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

test('the reference: tax, payable, the four due dates and interest under sections 425 and 424', async () => {
  render(<AdvanceTaxCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Advance Tax Calculator' })).toBeInTheDocument();
  expect(filedOn()).toHaveValue('2027-07-31');
  await enterReference();
  await calculate();
  expect(resultsIn(result())).toEqual({
    'Tax on total income': '₹4,99,200',
    'Advance tax payable (after TDS and TCS)': '₹3,99,200',
    'Interest for deferment (section 425)': '₹2,568',
    'Interest for default (section 424)': '₹1,968',
    'Total interest': '₹4,536',
  });
  expect(tableRows()).toEqual([
    ['Due by', 'Due so far', 'Paid so far', 'Shortfall', 'Interest'],
    ['15 Jun 2026', '₹59,880', '₹40,000', '₹19,880', '₹594'],
    ['15 Sep 2026', '₹1,79,640', '₹1,50,000', '₹29,640', '₹0'],
    ['15 Dec 2026', '₹2,99,400', '₹2,50,000', '₹49,400', '₹1,482'],
    ['15 Mar 2027', '₹3,99,200', '₹3,50,000', '₹49,200', '₹492'],
  ]);
  expect(screen.getByText(/Interest for default: 1% a month for 4 months on ₹49,200/)).toBeInTheDocument();
});

test('filed on 15 September 2027 instead: default interest ₹2,952', async () => {
  render(<AdvanceTaxCalculatorScreen />);
  await enterReference();
  await userEvent.clear(filedOn());
  await userEvent.type(filedOn(), '2027-09-15');
  await calculate();
  expect(resultsIn(result())).toMatchObject({ 'Interest for default (section 424)': '₹2,952' });
});

test('FY 2025-26 names sections 234C and 234B and moves the usual filing date to 31 July 2026', async () => {
  render(<AdvanceTaxCalculatorScreen />);
  await userEvent.selectOptions(yearSelect(), 'FY 2025-26 (Income-tax Act, 1961)');
  expect(filedOn()).toHaveValue('2026-07-31');
  await enterReference();
  await calculate();
  expect(resultsIn(result())).toMatchObject({
    'Interest for deferment (section 234C)': '₹2,568',
    'Interest for default (section 234B)': '₹1,968',
  });
  expect(tableRows()[1]?.[0]).toBe('15 Jun 2025');
  expect(new URLSearchParams(window.location.search).get('year')).toBe('2025-26');
});

test('a filing date the visitor typed stays when the year changes', async () => {
  render(<AdvanceTaxCalculatorScreen />);
  await userEvent.clear(filedOn());
  await userEvent.type(filedOn(), '2027-09-15');
  await userEvent.selectOptions(yearSelect(), 'FY 2025-26 (Income-tax Act, 1961)');
  expect(filedOn()).toHaveValue('2027-09-15');
});

test.each([
  ['below ₹10,000 after TDS', '489201', 'No', 'No advance tax is due: the tax after TDS and TCS is below ₹10,000.'],
  [
    'a senior without business income',
    '100000',
    'No',
    'No advance tax is due: a resident aged 60 or more without business income is exempt.',
  ],
])('%s: its message, no table, no interest', async (what, tds, business, message) => {
  render(<AdvanceTaxCalculatorScreen />);
  await enterReference();
  await type('TDS and TCS', tds);
  if (what.startsWith('a senior')) await userEvent.click(screen.getByRole('radio', { name: '60 to 79' }));
  await userEvent.click(
    within(screen.getByRole('radiogroup', { name: 'Income from business or profession' })).getByRole('radio', {
      name: business,
    }),
  );
  await calculate();
  expect(within(result()).getByText(message)).toBeInTheDocument();
  expect(within(result()).queryByRole('table')).not.toBeInTheDocument();
  expect(resultsIn(result())['Total interest']).toBe('₹0');
});

test('messages sit under their fields and nothing typed is lost', async () => {
  render(<AdvanceTaxCalculatorScreen />);
  await type('Paid by 15 June', '12ab');
  await userEvent.clear(filedOn());
  await userEvent.type(filedOn(), '2027-03-31');
  await calculate();
  expect(screen.getByLabelText('Estimated total income (after deductions)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid income.'),
  );
  expect(filedOn()).toHaveAccessibleDescription(
    expect.stringContaining('Enter a date from 1 Apr 2027 to 31 Mar 2032.'),
  );
  expect(filedOn()).toHaveValue('2027-03-31');
  expect(window.location.search).toBe('');
});

test('the link restores the inputs and the result', async () => {
  const { unmount } = render(<AdvanceTaxCalculatorScreen />);
  await enterReference();
  await userEvent.click(screen.getByRole('radio', { name: 'Old' }));
  await calculate();
  const shown = resultsIn(result());
  const link = window.location.search;
  expect(new URLSearchParams(link).get('income')).toBe('30,00,000');
  unmount();
  window.history.replaceState(null, '', `/advance-tax-calculator${link}`);
  render(<AdvanceTaxCalculatorScreen />);
  expect(resultsIn(result())).toEqual(shown);
  expect(screen.getByRole('radio', { name: 'Old' })).toBeChecked();
  expect(screen.getByLabelText('Paid by 15 September')).toHaveValue('1,10,000');
});
