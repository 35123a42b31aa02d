import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiClasses } from '@fintools/shared/ui';
import {
  REFERENCE_CASES,
  ZERO_RESULTS,
  calculateTaxIn,
  regimeSection,
  resultValue,
  resultsIn,
  showBreakdown,
} from '../../test/tax-screen-helpers';
import TaxCompareScreen from './tax-compare-screen';

beforeEach(() => window.history.replaceState(null, '', '/taxcompare-calculator'));

const verdict = () => screen.getByText(/regimes? costs?/);

test('two sections side by side, each with its own heading, fields, button and ₹0 results', () => {
  render(<TaxCompareScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeInTheDocument();
  for (const heading of ['Old Regime', 'New Regime (2025-2026)'] as const) {
    const section = regimeSection(heading);
    expect(section.tagName).toBe('SECTION');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    expect(within(section).getByLabelText('Total salary')).toHaveValue('');
    expect(within(section).getByLabelText('Total deduction')).toHaveValue('');
    expect(within(section).getByRole('button', { name: 'Calculate Tax' })).toBeInTheDocument();
    expect(resultsIn(section)).toEqual(ZERO_RESULTS);
  }
  expect(screen.queryByText(/regimes? costs?/)).not.toBeInTheDocument();
});

test.each(REFERENCE_CASES)('taxable income $income in both regimes, and which costs less', async (reference) => {
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  await calculateTaxIn(oldSection, reference.salary, reference.deduction);
  expect(resultsIn(oldSection)).toEqual(reference.old);
  expect(resultsIn(newSection)).toEqual(ZERO_RESULTS);
  expect(screen.queryByText(/regimes? costs?/)).not.toBeInTheDocument();

  await calculateTaxIn(newSection, reference.salary, reference.deduction);
  expect(resultsIn(newSection)).toEqual(reference.new);
  expect(resultsIn(oldSection)).toEqual(reference.old);
  expect(verdict()).toHaveTextContent(/^The new regime costs ₹[0-9,]+ less\.$/);
});

test('the verdict names the cheaper regime and the saving, in a live region', async () => {
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  await calculateTaxIn(oldSection, '1500000', '');
  await calculateTaxIn(newSection, '1500000', '');
  expect(verdict()).toHaveTextContent('The new regime costs ₹1,63,800 less.');
  expect(verdict()).toHaveAttribute('role', 'status');

  // Deductions the old regime allows can make it the cheaper one.
  await calculateTaxIn(oldSection, '1500000', '1000000');
  await calculateTaxIn(newSection, '1500000', '75000');
  expect(resultValue('Total Tax', oldSection)).toHaveTextContent('NO TAX (0)');
  expect(resultValue('Total Tax', oldSection)).toHaveClass(uiClasses.danger);
  expect(verdict()).toHaveTextContent('The old regime costs ₹97,500 less.');

  await calculateTaxIn(oldSection, '500000', '');
  await calculateTaxIn(newSection, '500000', '');
  expect(screen.getByText('Both regimes cost the same.')).toBeInTheDocument();
});

test('each side shows its own messages', async () => {
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  await userEvent.click(within(newSection).getByRole('button', { name: 'Calculate Tax' }));
  expect(within(newSection).getByLabelText('Total salary')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid salary.'),
  );
  expect(within(oldSection).queryByText('Enter a valid salary.')).not.toBeInTheDocument();

  await calculateTaxIn(oldSection, '1000000', '10000000000000000');
  expect(within(oldSection).getByLabelText('Total deduction')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid deduction.'),
  );
  expect(within(oldSection).queryByText('Enter a valid salary.')).not.toBeInTheDocument();
  expect(within(newSection).getByText('Enter a valid salary.')).toBeInTheDocument();
});

test('"Copy old regime\'s inputs" and "Copy new regime\'s inputs" copy the other side\'s fields, not its result', async () => {
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  await calculateTaxIn(oldSection, '1500000', '200000');

  await userEvent.click(within(newSection).getByRole('button', { name: "Copy old regime's inputs" }));
  expect(within(newSection).getByLabelText('Total salary')).toHaveValue('15,00,000');
  expect(within(newSection).getByLabelText('Total deduction')).toHaveValue('2,00,000');
  expect(resultsIn(newSection)).toEqual(ZERO_RESULTS);

  await userEvent.click(within(newSection).getByRole('button', { name: 'Calculate Tax' }));
  expect(resultValue('Total Tax', newSection)).toHaveTextContent('₹78,000');

  await userEvent.clear(within(newSection).getByLabelText('Total deduction'));
  await userEvent.type(within(newSection).getByLabelText('Total deduction'), '75000');
  await userEvent.click(within(oldSection).getByRole('button', { name: "Copy new regime's inputs" }));
  expect(within(oldSection).getByLabelText('Total deduction')).toHaveValue('75,000');
  // The old side still shows its own last result (₹13,00,000) until it is calculated again.
  expect(resultValue('Total Tax', oldSection)).toHaveTextContent('₹2,10,600');
  await userEvent.click(within(oldSection).getByRole('button', { name: 'Calculate Tax' }));
  expect(resultValue('Total Tax', oldSection)).toHaveTextContent('₹2,49,600');
});

test('each side writes its own keys to the URL', async () => {
  render(<TaxCompareScreen />);
  await calculateTaxIn(regimeSection('Old Regime'), '1500000', '150000');
  expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
    year: '2026-27',
    oldSalary: '15,00,000',
    oldDeduction: '1,50,000',
  });
  await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '1500000', '75000');
  expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
    year: '2026-27',
    oldSalary: '15,00,000',
    oldDeduction: '1,50,000',
    newSalary: '15,00,000',
    newDeduction: '75,000',
  });
});

test('a shared link (?oldSalary=…) fills that side and calculates it once; the other side waits', () => {
  window.history.replaceState(null, '', '/taxcompare-calculator?oldSalary=15%2C00%2C000&oldDeduction=0');
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  expect(within(oldSection).getByLabelText('Total salary')).toHaveValue('15,00,000');
  expect(resultsIn(oldSection)).toEqual(REFERENCE_CASES[1].old);
  expect(resultsIn(regimeSection('New Regime (2025-2026)'))).toEqual(ZERO_RESULTS);
  expect(screen.queryByText(/regimes? costs?/)).not.toBeInTheDocument();
  expect(window.location.search).toBe('?oldSalary=15%2C00%2C000&oldDeduction=0');
});

test('a link with both sides shows both results and the verdict', () => {
  window.history.replaceState(
    null,
    '',
    '/taxcompare-calculator?oldSalary=12,85,000&oldDeduction=75,000&newSalary=12,85,000&newDeduction=75,000',
  );
  render(<TaxCompareScreen />);
  expect(resultValue('Total Tax', regimeSection('Old Regime'))).toHaveTextContent('₹1,82,520');
  expect(resultValue('Total Tax', regimeSection('New Regime (2025-2026)'))).toHaveTextContent('₹10,400');
  expect(verdict()).toHaveTextContent('The new regime costs ₹1,72,120 less.');
});

test('each side has its own breakdown', async () => {
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  await calculateTaxIn(oldSection, '5100000', '');
  await calculateTaxIn(newSection, '5100000', '');
  await showBreakdown(newSection);
  expect(within(oldSection).queryByRole('table')).not.toBeInTheDocument();
  const steps = within(newSection).getByRole('table', { name: 'From slab tax to total tax' });
  expect(
    within(steps).getByRole('rowheader', { name: 'Marginal relief on surcharge' }).nextElementSibling,
  ).toHaveTextContent('-₹41,000');
});

describe('the break-even line', () => {
  const BREAK_EVEN = /^The old regime would cost the same or less/;
  const breakEven = () => screen.queryByText(BREAK_EVEN);
  /** The line downloads its rule when it is first due, so it may land a moment after the verdict. */
  const breakEvenShown = () => screen.findByText(BREAK_EVEN);

  test.each([
    // salary, X (the new regime's deduction is ₹75,000; the old regime's is nothing)
    ['1500000', '₹5,93,750'],
    ['2000000', '₹7,58,334'],
    ['1300000', '₹7,37,500'],
    ['1000000', '₹5,00,000'],
  ])('salary %s: deductions of %s or more', async (salary, deduction) => {
    render(<TaxCompareScreen />);
    await calculateTaxIn(regimeSection('Old Regime'), salary, '');
    expect(breakEven()).not.toBeInTheDocument();
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), salary, '75000');
    expect(verdict()).toHaveTextContent(/^The new regime costs ₹[0-9,]+ less\.$/);
    const line = await breakEvenShown();
    expect(line).toHaveTextContent(
      `The old regime would cost the same or less with deductions of ${deduction} or more.`,
    );
    expect(line).toHaveAttribute('role', 'status');
    // It sits under the verdict.
    expect(verdict().compareDocumentPosition(line)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  test('at the break-even the old regime costs the same or less, so the line goes', async () => {
    render(<TaxCompareScreen />);
    const oldSection = regimeSection('Old Regime');
    await calculateTaxIn(oldSection, '1500000', '593749');
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '1500000', '75000');
    expect(verdict()).toHaveTextContent('The new regime costs ₹2 less.');
    expect(await breakEvenShown()).toHaveTextContent('₹5,93,750');

    await calculateTaxIn(oldSection, '1500000', '593750');
    expect(resultsIn(oldSection)['Total Tax']).toBe('₹97,500');
    expect(screen.getByText('Both regimes cost the same.')).toBeInTheDocument();
    expect(breakEven()).not.toBeInTheDocument();

    await calculateTaxIn(oldSection, '1500000', '800000');
    expect(verdict()).toHaveTextContent(/^The old regime costs/);
    expect(breakEven()).not.toBeInTheDocument();
  });

  test('with different salaries there is no verdict and no break-even line', async () => {
    render(<TaxCompareScreen />);
    await calculateTaxIn(regimeSection('Old Regime'), '1500000', '');
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '1400000', '75000');
    expect(screen.getByText('Enter the same salary in both regimes to see which costs less.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(breakEven()).not.toBeInTheDocument();
  });

  test("the issue's case: old ₹10 L (deduction ₹50,000) against new ₹20 L gives no verdict", async () => {
    render(<TaxCompareScreen />);
    await calculateTaxIn(regimeSection('Old Regime'), '1000000', '50000');
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '2000000', '');
    expect(screen.getByText('Enter the same salary in both regimes to see which costs less.')).toBeInTheDocument();
    expect(screen.queryByText(/regime costs ₹/)).not.toBeInTheDocument();
    expect(breakEven()).not.toBeInTheDocument();
  });

  test('it follows the salaries as calculated, not as typed since', async () => {
    render(<TaxCompareScreen />);
    const oldSection = regimeSection('Old Regime');
    await calculateTaxIn(oldSection, '1500000', '');
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '1500000', '75000');
    expect(await breakEvenShown()).toHaveTextContent('₹5,93,750');
    await userEvent.type(within(oldSection).getByLabelText('Total salary'), '0');
    expect(breakEven()).toHaveTextContent('₹5,93,750');
  });

  test("the line follows the old regime's Age: at 80 and above ₹5,31,250", async () => {
    render(<TaxCompareScreen />);
    const oldSection = regimeSection('Old Regime');
    expect(within(regimeSection('New Regime (2025-2026)')).queryByRole('radiogroup', { name: 'Age' })).toBeNull();
    await userEvent.click(within(oldSection).getByRole('radio', { name: '80 and above' }));
    await calculateTaxIn(oldSection, '1500000', '');
    await calculateTaxIn(regimeSection('New Regime (2025-2026)'), '1500000', '75000');
    expect(await breakEvenShown()).toHaveTextContent('₹5,31,250');
  });

  test('a shared link with both sides shows it', async () => {
    window.history.replaceState(
      null,
      '',
      '/taxcompare-calculator?oldSalary=20,00,000&oldDeduction=0&newSalary=20,00,000&newDeduction=75,000',
    );
    render(<TaxCompareScreen />);
    expect(await breakEvenShown()).toHaveTextContent('₹7,58,334');
  });
});
