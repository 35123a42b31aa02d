import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The results a visitor reads in a scope: each `<dt>` with the `<dd>` beside it. */
export function resultsIn(scope: HTMLElement = document.body): Record<string, string> {
  const terms = within(scope).getAllByRole('term');
  const values = within(scope).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']));
}

/** The `<dd>` of one result, for its tone. */
export function resultValue(label: string, scope: HTMLElement = document.body): HTMLElement {
  const terms = within(scope).getAllByRole('term');
  const index = terms.findIndex((term) => term.textContent === label);
  const value = within(scope).getAllByRole('definition')[index];
  if (index < 0 || !value) throw new Error(`no result named ${label}`);
  return value;
}

/** A regime's section on the comparison screen, found by its heading. */
export function regimeSection(heading: 'Old Regime' | 'New Regime (2025-2026)'): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

/** Types a salary and a deduction (as digits; the field groups them) and presses Calculate Tax. */
export async function calculateTaxIn(scope: HTMLElement, salary: string, deduction: string) {
  const salaryInput = within(scope).getByLabelText('Total salary');
  const deductionInput = within(scope).getByLabelText('Total deduction');
  await userEvent.clear(salaryInput);
  if (salary) await userEvent.type(salaryInput, salary);
  await userEvent.clear(deductionInput);
  if (deduction) await userEvent.type(deductionInput, deduction);
  await userEvent.click(within(scope).getByRole('button', { name: 'Calculate Tax' }));
}

export const ZERO_RESULTS = { 'Tax after 87A': '₹0', Surcharge: '₹0', Cess: '₹0', 'Total Tax': '₹0' };

/**
 * The reference cases of the issue, income = salary − deduction, with every result as shown.
 * Salary and deduction are typed as digits.
 */
export const REFERENCE_CASES = [
  {
    income: '12,10,000',
    salary: '1285000',
    deduction: '75000',
    old: { 'Tax after 87A': '₹1,75,500', Surcharge: '₹0', Cess: '₹7,020', 'Total Tax': '₹1,82,520' },
    new: { 'Tax after 87A': '₹10,000', Surcharge: '₹0', Cess: '₹400', 'Total Tax': '₹10,400' },
  },
  {
    income: '15,00,000',
    salary: '1500000',
    deduction: '',
    old: { 'Tax after 87A': '₹2,62,500', Surcharge: '₹0', Cess: '₹10,500', 'Total Tax': '₹2,73,000' },
    new: { 'Tax after 87A': '₹1,05,000', Surcharge: '₹0', Cess: '₹4,200', 'Total Tax': '₹1,09,200' },
  },
  {
    income: '51,00,000',
    salary: '5150000',
    deduction: '50000',
    old: { 'Tax after 87A': '₹13,42,500', Surcharge: '₹70,000', Cess: '₹56,500', 'Total Tax': '₹14,69,000' },
    new: { 'Tax after 87A': '₹11,10,000', Surcharge: '₹70,000', Cess: '₹47,200', 'Total Tax': '₹12,27,200' },
  },
] as const;

/** Presses "Itemise deductions" in a scope and waits for its form (it downloads on first use). */
export async function openItemiseForm(scope: HTMLElement = document.body): Promise<HTMLElement> {
  await userEvent.click(within(scope).getByRole('button', { name: 'Itemise deductions' }));
  return within(scope).findByRole('group', { name: 'Deductions, item by item' });
}
