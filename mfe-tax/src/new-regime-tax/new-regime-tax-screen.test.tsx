import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiClasses } from '@fintools/shared/ui';
import {
  REFERENCE_CASES,
  ZERO_RESULTS,
  calculateTaxIn,
  resultValue,
  resultsIn,
  showBreakdown,
} from '../../test/tax-screen-helpers';
import { InLanguage } from '../../../shared/test/words';
import NewRegimeTaxScreen from './new-regime-tax-screen';

beforeEach(() => window.history.replaceState(null, '', '/new-regime-tax'));

test('before the first calculation the total shows its number, ₹0, not NO TAX', () => {
  render(<NewRegimeTaxScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'New Regime Tax (2025-2026)' })).toBeInTheDocument();
  expect(resultsIn()).toEqual(ZERO_RESULTS);
  expect(resultValue('Total Tax')).not.toHaveClass(uiClasses.danger);
});

test('₹7,00,000 pays nothing: the total reads NO TAX (0) in red', async () => {
  render(<NewRegimeTaxScreen />);
  await calculateTaxIn(document.body, '700000', '');
  expect(resultsIn()).toEqual({ ...ZERO_RESULTS, 'Total Tax': 'NO TAX (0)' });
  expect(resultValue('Total Tax')).toHaveClass(uiClasses.danger);
});

test.each(REFERENCE_CASES)(
  "taxable income $income: the new regime's results",
  async ({ salary, deduction, new: expected }) => {
    render(<NewRegimeTaxScreen />);
    await calculateTaxIn(document.body, salary, deduction);
    expect(resultsIn()).toEqual(expected);
  },
);

test('both messages, each under its own field', async () => {
  render(<NewRegimeTaxScreen />);
  await calculateTaxIn(document.body, '', '10000000000000000');
  expect(screen.getByLabelText('Total salary')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid salary.'),
  );
  expect(screen.getByLabelText('Total deduction')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid deduction.'),
  );
});

test('a deduction above the salary leaves nothing to tax', async () => {
  render(<NewRegimeTaxScreen />);
  await calculateTaxIn(document.body, '300000', '500000');
  expect(resultValue('Total Tax')).toHaveTextContent('NO TAX (0)');
});

test('the breakdown of ₹12,10,000 shows the 87A marginal relief', async () => {
  render(<NewRegimeTaxScreen />);
  await calculateTaxIn(document.body, '1285000', '75000');
  await showBreakdown();
  expect(screen.getByText(/Taxable income/)).toHaveTextContent('₹12,10,000');
  const slabs = within(screen.getByRole('table', { name: 'Tax by slab' })).getAllByRole('row');
  expect(
    slabs.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Up to ₹4,00,000', '0%', '₹0'],
    ['₹4,00,000 – ₹8,00,000', '5%', '₹20,000'],
    ['₹8,00,000 – ₹12,00,000', '10%', '₹40,000'],
    ['₹12,00,000 – ₹16,00,000', '15%', '₹1,500'],
    ['₹16,00,000 – ₹20,00,000', '20%', '₹0'],
    ['₹20,00,000 – ₹24,00,000', '25%', '₹0'],
    ['Above ₹24,00,000', '30%', '₹0'],
  ]);
  const steps = screen.getByRole('table', { name: 'From slab tax to total tax' });
  const step = (name: string) => within(steps).getByRole('rowheader', { name }).nextElementSibling?.textContent;
  expect(step('Tax on slabs')).toBe('₹61,500');
  expect(step('Rebate under section 156 (87A)')).toBe('-₹51,500');
  expect(step('Of which marginal relief (section 156(2)(b) (87A proviso))')).toBe('₹51,500');
  expect(step('Tax after 87A')).toBe('₹10,000');
  expect(step('Surcharge rate')).toBe('0%');
  expect(step('Health and education cess')).toBe('₹400');
  expect(step('Total tax')).toBe('₹10,400');
  expect(step('Effective rate (total tax ÷ taxable income)')).toBe('0.86%');
});

test('within the limit the whole slab tax is rebated, with no marginal relief', async () => {
  render(<NewRegimeTaxScreen />);
  await calculateTaxIn(document.body, '1200000', '');
  await showBreakdown();
  const steps = screen.getByRole('table', { name: 'From slab tax to total tax' });
  const step = (name: string) => within(steps).getByRole('rowheader', { name }).nextElementSibling?.textContent;
  expect(step('Rebate under section 156 (87A)')).toBe('-₹60,000');
  expect(step('Of which marginal relief (section 156(2)(b) (87A proviso))')).toBe('₹0');
  expect(resultValue('Total Tax')).toHaveTextContent('NO TAX (0)');
});

test('a shared link fills the form and calculates once, without rewriting the URL', () => {
  window.history.replaceState(null, '', '/new-regime-tax?salary=15%2C00%2C000&deduction=');
  render(<NewRegimeTaxScreen />);
  expect(screen.getByLabelText('Total salary')).toHaveValue('15,00,000');
  expect(resultValue('Total Tax')).toHaveTextContent('₹1,09,200');
  expect(window.location.search).toBe('?salary=15%2C00%2C000&deduction=');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('the new regime has no Age: its slabs are the same at every age', () => {
  render(<NewRegimeTaxScreen />);
  expect(screen.queryByRole('radiogroup', { name: 'Age' })).not.toBeInTheDocument();
});

test('a link with an age calculates the new regime as ever (the new regime has no Age)', () => {
  window.history.replaceState(null, '', '/new-regime-tax?salary=15,00,000&deduction=0&age=whatever');
  render(<NewRegimeTaxScreen />);
  expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('₹1,09,200');
});

test('in Hindi: ₹15,00,000 pays ₹1,09,200, with Hindi labels, results, messages and breakdown', async () => {
  render(
    <InLanguage areaDir={path.join(__dirname, '../..')} language="hi">
      <NewRegimeTaxScreen />
    </InLanguage>,
  );
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('heading', { level: 1, name: 'नई व्यवस्था में कर (2025-2026)' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'नई कर व्यवस्था (2025-2026)' })).toBeInTheDocument();
  expect(screen.getByLabelText('कर वर्ष')).toHaveDisplayValue('कर वर्ष 2026-27 (आयकर अधिनियम, 2025)');
  // An empty salary: the spec's message, in Hindi, under its field.
  await user.click(screen.getByRole('button', { name: 'कर की गणना करें' }));
  expect(screen.getByLabelText('कुल वेतन')).toHaveAccessibleDescription('पूरे वर्ष का, कटौतियों से पहले मान्य वेतन दर्ज करें।');
  await user.type(screen.getByLabelText('कुल वेतन'), '1500000');
  await user.click(screen.getByRole('button', { name: 'कर की गणना करें' }));
  // The figures are the same as in English: ₹ and Indian grouping.
  expect(resultsIn()).toEqual({ '87A के बाद कर': '₹1,05,000', अधिभार: '₹0', उपकर: '₹4,200', 'कुल कर': '₹1,09,200' });
  expect(screen.getByText('नई कर व्यवस्था में देय कर: 1,09,200 रुपये।')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पूरा ब्योरा देखें' }));
  const slabs = await screen.findByRole('table', { name: 'स्लैब के अनुसार कर' });
  expect(within(slabs).getByRole('columnheader', { name: 'आय स्लैब' })).toBeInTheDocument();
  expect(within(slabs).getByRole('cell', { name: '₹4,00,000 तक' })).toBeInTheDocument();
  const steps = screen.getByRole('table', { name: 'स्लैब कर से कुल कर तक' });
  expect(within(steps).getByRole('rowheader', { name: 'धारा 156 (87A) के तहत रिबेट' })).toBeInTheDocument();
  expect(within(steps).getByRole('rowheader', { name: 'स्वास्थ्य एवं शिक्षा उपकर' })).toBeInTheDocument();
});
