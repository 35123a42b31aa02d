import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsIn } from '../../test/tax-screen-helpers';
import CapitalGainsCalculatorScreen, { describeHolding } from './capital-gains-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/capital-gains-calculator'));

async function calculate(
  asset: 'Listed shares or equity funds' | 'Land or building' | 'Debt mutual funds',
  bought: string,
  price: string,
  sold: string,
  sale: string,
) {
  await userEvent.click(screen.getByRole('radio', { name: asset }));
  await userEvent.type(screen.getByLabelText('Bought on'), bought);
  await userEvent.type(screen.getByLabelText('Purchase price'), price);
  await userEvent.type(screen.getByLabelText('Sold on'), sold);
  await userEvent.type(screen.getByLabelText('Sale price'), sale);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

test('shares held 17 months: long-term, ₹1,25,000 exempt', async () => {
  render(<CapitalGainsCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Capital Gains Calculator' })).toBeInTheDocument();
  await calculate('Listed shares or equity funds', '2024-01-10', '200000', '2025-06-15', '500000');
  expect(resultsIn()).toEqual({
    'Held for': '1 year, 5 months and 5 days',
    'Gain type': 'Long-term',
    'Capital gain': '₹3,00,000',
    Exempt: '₹1,25,000',
    'Taxable gain': '₹1,75,000',
    Tax: '₹21,875',
    Cess: '₹875',
    'Total Tax': '₹22,750',
  });
});

test('shares held 5 months: short-term at 20%', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Listed shares or equity funds', '2025-01-10', '100000', '2025-06-15', '150000');
  expect(resultsIn()).toMatchObject({ 'Gain type': 'Short-term', Tax: '₹10,000', 'Total Tax': '₹10,400' });
});

test('a flat bought 2005: both taxes shown, the lower (with indexation) applies', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Land or building', '2005-06-01', '1000000', '2025-08-01', '6000000');
  expect(resultsIn()).toMatchObject({
    'Tax without indexation (12.5%)': '₹6,25,000',
    'Indexed cost': '₹32,13,675',
    'Tax with indexation (20%)': '₹5,57,265',
    Tax: '₹5,57,265',
    Cess: '₹22,291',
    'Total Tax': '₹5,79,556',
  });
  expect(screen.getByText('The tax with indexation is lower, so it applies.')).toBeInTheDocument();
});

test('a flat bought 2015: without indexation applies', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Land or building', '2015-06-01', '3000000', '2025-08-01', '9000000');
  expect(resultsIn()).toMatchObject({
    'Tax without indexation (12.5%)': '₹7,50,000',
    'Indexed cost': '₹44,40,945',
    'Tax with indexation (20%)': '₹9,11,811',
    Tax: '₹7,50,000',
    Cess: '₹30,000',
    'Total Tax': '₹7,80,000',
  });
});

test('land held under 24 months: taxed at the slab rate, no tax figure', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Land or building', '2024-08-01', '1000000', '2025-08-01', '1500000');
  expect(resultsIn().Tax).toBe('Short-term gain: added to your income and taxed at your slab rate');
});

test('a sale before 23 July 2024 gets its message, and what was typed stays', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Listed shares or equity funds', '2020-01-10', '100000', '2024-07-22', '150000');
  expect(screen.getByLabelText('Sold on')).toHaveAccessibleDescription(
    expect.stringContaining('This calculator covers sales from 23 July 2024 onward.'),
  );
  expect(screen.getByLabelText('Sale price')).toHaveValue('1,50,000');
});

test.each([
  [{ years: 0, months: 0, days: 0 }, '0 days'],
  [{ years: 1, months: 0, days: 1 }, '1 year and 1 day'],
  [{ years: 2, months: 3, days: 0 }, '2 years and 3 months'],
])('describeHolding(%j) → %s', (period, words) => {
  expect(describeHolding(period)).toBe(words);
});

/** The rest of the form after the purchase date and the fair value, then Calculate. */
async function finish(price: string, sold: string, sale: string) {
  await userEvent.type(screen.getByLabelText('Purchase price'), price);
  await userEvent.type(screen.getByLabelText('Sold on'), sold);
  await userEvent.type(screen.getByLabelText('Sale price'), sale);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

test('shares bought before 1 Feb 2018 are grandfathered: the value on 31 Jan 2018 is the cost, and the link keeps it', async () => {
  render(<CapitalGainsCalculatorScreen />);
  expect(screen.queryByLabelText('Value on 31 Jan 2018')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Bought on'), '2017-05-01');
  await userEvent.type(screen.getByLabelText('Value on 31 Jan 2018'), '300000');
  await finish('100000', '2025-06-15', '500000');
  expect(resultsIn()).toMatchObject({
    'Cost of acquisition': '₹3,00,000',
    'Capital gain': '₹2,00,000',
    'Taxable gain': '₹75,000',
    'Total Tax': '₹9,750',
  });
  expect(new URLSearchParams(window.location.search).get('fairValue')).toBe('3,00,000');
});

test('land bought before 1 Apr 2001 may take its value on that day as the cost', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Land or building' }));
  await userEvent.type(screen.getByLabelText('Bought on'), '1995-06-01');
  await userEvent.click(screen.getByRole('radio', { name: 'The value on 1 Apr 2001' }));
  await userEvent.type(screen.getByLabelText('Value on 1 Apr 2001'), '1000000');
  await finish('200000', '2025-08-01', '6000000');
  expect(resultsIn()).toMatchObject({
    'Cost of acquisition': '₹10,00,000',
    'Indexed cost': '₹37,60,000',
    'Total Tax': '₹4,65,920',
  });
});

test.each([
  ['The value on 1 Apr 2001', '₹4,00,000', '₹7,28,000', 'value'],
  ['The price paid', undefined, '₹4,65,920', 'paid'],
] as const)(
  'bought 1 June 2000 for ₹10,00,000, worth ₹4,00,000 on 1 April 2001, sold 1 August 2025 for ₹60,00,000: %s → %s, total %s',
  async (choice, cost, totalTax, basis) => {
    render(<CapitalGainsCalculatorScreen />);
    await userEvent.click(screen.getByRole('radio', { name: 'Land or building' }));
    await userEvent.type(screen.getByLabelText('Bought on'), '2000-06-01');
    // The price paid stands until the visitor chooses the value, which is asked for only then.
    expect(screen.getByRole('radio', { name: 'The price paid' })).toBeChecked();
    expect(screen.queryByLabelText('Value on 1 Apr 2001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'The value on 1 Apr 2001' }));
    await userEvent.type(screen.getByLabelText('Value on 1 Apr 2001'), '400000');
    await userEvent.click(screen.getByRole('radio', { name: choice }));
    await finish('1000000', '2025-08-01', '6000000');
    const results = resultsIn();
    expect(results['Cost of acquisition']).toBe(cost);
    expect(results['Total Tax']).toBe(totalTax);
    expect(new URLSearchParams(window.location.search).get('costBasis')).toBe(basis);
  },
);

test('the value chosen but not given gets its message', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await userEvent.click(screen.getByRole('radio', { name: 'Land or building' }));
  await userEvent.type(screen.getByLabelText('Bought on'), '2000-06-01');
  await userEvent.click(screen.getByRole('radio', { name: 'The value on 1 Apr 2001' }));
  await finish('1000000', '2025-08-01', '6000000');
  expect(screen.getByLabelText('Value on 1 Apr 2001')).toHaveAccessibleDescription(
    expect.stringContaining('Enter the value on 1 Apr 2001, or keep the price paid as the cost.'),
  );
});

test('debt funds bought from 1 April 2023: short-term however long held, at the slab rate (section 50AA)', async () => {
  render(<CapitalGainsCalculatorScreen />);
  await calculate('Debt mutual funds', '2023-04-01', '1000000', '2026-01-15', '1500000');
  expect(resultsIn()).toMatchObject({
    'Gain type': 'Short-term',
    'Capital gain': '₹5,00,000',
    Tax: 'Short-term gain (section 50AA, bought from 1 April 2023): added to your income and taxed at your slab rate',
  });
  // What a debt fund is: section 50AA as the Finance (No. 2) Act, 2024 words it, in both years.
  expect(screen.getByRole('radiogroup', { name: 'Asset' })).toHaveAccessibleDescription(
    'A fund that invests more than 65% in debt and money-market instruments (section 50AA, Finance (No. 2) Act, 2024).',
  );
  expect(screen.queryByText(/35%/)).not.toBeInTheDocument();
});
