import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  calculateTaxIn,
  openItemiseForm,
  regimeSection,
  resultsIn,
  showBreakdown,
} from '../../test/tax-screen-helpers';
import CapitalGainsCalculatorScreen from '../capital-gains/capital-gains-calculator-screen';
import GratuityCalculatorScreen from '../gratuity/gratuity-calculator-screen';
import HraCalculatorScreen from '../hra/hra-calculator-screen';
import NewRegimeTaxScreen from '../new-regime-tax/new-regime-tax-screen';
import OldRegimeTaxScreen from '../old-regime-tax/old-regime-tax-screen';
import SalaryCalculatorScreen from '../salary/salary-calculator-screen';
import TaxCompareScreen from '../tax-compare/tax-compare-screen';

const NOW = 'Tax year 2026-27 (Income-tax Act, 2025)';
const BEFORE = 'FY 2025-26 (Income-tax Act, 1961)';
const yearSelect = () => screen.getByRole('combobox', { name: 'Tax year' });
const linkYear = () => new URLSearchParams(window.location.search).get('year');

beforeEach(() => window.history.replaceState(null, '', '/tool'));

/** Each tax screen, and a section label it shows in each year (2026-27 first). */
const SCREENS: [string, ComponentType, RegExp, RegExp][] = [
  ['HRA', HraCalculatorScreen, /Exemption: section 10\(13A\).*section 202 \(115BAC\)/, /section 115BAC \(202\)/],
  ['Salary', SalaryCalculatorScreen, /^123 \(80C\) beyond PF, 126 \(80D\)/, /^80C \(123\) beyond PF, 80D \(126\)/],
  ['Gratuity', GratuityCalculatorScreen, /\(section 19 \(10\(10\)\)\)/, /\(section 10\(10\) \(19\)\)/],
  [
    'Capital Gains',
    CapitalGainsCalculatorScreen,
    /section 196 \(111A\).*section 72 \(48\)/,
    /section 111A \(196\).*section 48 \(72\)/,
  ],
];

describe.each(SCREENS)('%s', (_name, Screen, now, before) => {
  test('a labelled Tax year control with both years, tax year 2026-27 by default, naming its sections', async () => {
    render(<Screen />);
    expect(
      within(yearSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([NOW, BEFORE]);
    expect(yearSelect()).toHaveValue('2026-27');
    expect(screen.getAllByText(now).length).toBeGreaterThan(0);
    await userEvent.selectOptions(yearSelect(), BEFORE);
    expect(screen.getAllByText(before).length).toBeGreaterThan(0);
    expect(screen.queryByText(now)).not.toBeInTheDocument();
  });

  test('a link with year=2025-26 opens on that year', () => {
    window.history.replaceState(null, '', '/tool?year=2025-26');
    render(<Screen />);
    expect(yearSelect()).toHaveValue('2025-26');
    expect(screen.getAllByText(before).length).toBeGreaterThan(0);
  });
});

test('HRA: in tax year 2026-27 the screen says the 2025 section of the exemption is not confirmed', async () => {
  render(<HraCalculatorScreen />);
  const note = /section for section 10\(13A\) of the 1961 Act is not confirmed here/;
  expect(screen.getByText(note)).toBeInTheDocument();
  await userEvent.selectOptions(yearSelect(), BEFORE);
  expect(screen.queryByText(note)).not.toBeInTheDocument();
});

test('Capital Gains: the 2026-27 cost inflation index is said to be unconfirmed, not guessed', async () => {
  render(<CapitalGainsCalculatorScreen />);
  const note =
    'The cost inflation index for tax year 2026-27 is not confirmed by a CBDT notification here, so a sale in that year gets no indexation.';
  expect(screen.getByText(note)).toBeInTheDocument();
  await userEvent.selectOptions(yearSelect(), BEFORE);
  expect(screen.queryByText(note)).not.toBeInTheDocument();
});

describe('Old Regime Tax', () => {
  test('Tax year in the form, 2026-27 by default; Calculate writes it to the link', async () => {
    render(<OldRegimeTaxScreen />);
    expect(yearSelect()).toHaveValue('2026-27');
    expect(window.location.search).toBe('');
    await calculateTaxIn(document.body, '800000', '0');
    expect(linkYear()).toBe('2026-27');
    await userEvent.selectOptions(yearSelect(), BEFORE);
    expect(linkYear()).toBe('2026-27');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Tax' }));
    expect(linkYear()).toBe('2025-26');
  });

  test('the itemise form and the breakdown name the year’s sections', async () => {
    render(<OldRegimeTaxScreen />);
    let form = await openItemiseForm();
    expect(within(form).getByLabelText('Section 123 (80C)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Home loan interest (22 (24(b)))')).toBeInTheDocument();
    expect(
      within(form).getByText(/section for section 10\(13A\) of the 1961 Act is not confirmed/),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.selectOptions(yearSelect(), BEFORE);
    form = await openItemiseForm();
    expect(within(form).getByLabelText('Section 80C (123)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Section 80D (126) (self and family)')).toBeInTheDocument();
    expect(within(form).queryByText(/not confirmed/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await calculateTaxIn(document.body, '500000', '0');
    await showBreakdown();
    expect(screen.getByRole('rowheader', { name: 'Rebate under section 87A (156)' })).toBeInTheDocument();
  });

  test('a link keeps the year; one without a year (made before the control) is today’s year, same figures', () => {
    window.history.replaceState(null, '', '/old-regime-tax?year=2025-26&salary=8%2C00%2C000&deduction=0');
    const { unmount } = render(<OldRegimeTaxScreen />);
    expect(yearSelect()).toHaveValue('2025-26');
    const before = resultsIn();
    expect(before['Total Tax']).toBe('₹75,400');
    unmount();
    window.history.replaceState(null, '', '/old-regime-tax?salary=8%2C00%2C000&deduction=0');
    render(<OldRegimeTaxScreen />);
    expect(yearSelect()).toHaveValue('2026-27');
    expect(resultsIn()).toEqual(before);
  });
});

test('New Regime Tax: the breakdown names section 156 (87A) and its marginal relief', async () => {
  render(<NewRegimeTaxScreen />);
  expect(yearSelect()).toHaveValue('2026-27');
  await calculateTaxIn(document.body, '1210000', '0');
  await showBreakdown();
  expect(screen.getByRole('rowheader', { name: 'Rebate under section 156 (87A)' })).toBeInTheDocument();
  expect(
    screen.getByRole('rowheader', { name: 'Of which marginal relief (section 156(2)(b) (87A proviso))' }),
  ).toBeInTheDocument();
});

describe('Tax Compare', () => {
  test('one Tax year for both regimes, outside their sections; each side writes it on Calculate Tax', async () => {
    window.history.replaceState(null, '', '/taxcompare-calculator');
    render(<TaxCompareScreen />);
    expect(screen.getAllByRole('combobox', { name: 'Tax year' })).toHaveLength(1);
    const oldSide = regimeSection('Old Regime');
    const newSide = regimeSection('New Regime (2025-2026)');
    expect(within(oldSide).queryByRole('combobox', { name: 'Tax year' })).not.toBeInTheDocument();
    await userEvent.selectOptions(yearSelect(), BEFORE);
    await calculateTaxIn(newSide, '1500000', '75000');
    expect(linkYear()).toBe('2025-26');
    await calculateTaxIn(oldSide, '1500000', '150000');
    expect(linkYear()).toBe('2025-26');
    expect(screen.getByText(/regime costs ₹[\d,]+ less\./)).toBeInTheDocument();
    const form = await openItemiseForm(oldSide);
    expect(within(form).getByLabelText('Section 80C (123)')).toBeInTheDocument();
  });

  test('a link restores the year for both sides', () => {
    window.history.replaceState(
      null,
      '',
      '/taxcompare-calculator?year=2025-26&oldSalary=15%2C00%2C000&oldDeduction=0&newSalary=15%2C00%2C000&newDeduction=0',
    );
    render(<TaxCompareScreen />);
    expect(yearSelect()).toHaveValue('2025-26');
    expect(resultsIn(regimeSection('Old Regime'))['Total Tax']).not.toBe('₹0');
    expect(resultsIn(regimeSection('New Regime (2025-2026)'))['Total Tax']).not.toBe('₹0');
  });
});
