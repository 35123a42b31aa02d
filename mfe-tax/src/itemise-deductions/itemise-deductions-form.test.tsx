import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZERO_RESULTS, calculateTaxIn, openItemiseForm, regimeSection, resultsIn } from '../../test/tax-screen-helpers';
import NewRegimeTaxScreen from '../new-regime-tax/new-regime-tax-screen';
import OldRegimeTaxScreen from '../old-regime-tax/old-regime-tax-screen';
import TaxCompareScreen from '../tax-compare/tax-compare-screen';

beforeEach(() => window.history.replaceState(null, '', '/old-regime-tax'));

const deductionField = (scope: HTMLElement = document.body) => within(scope).getByLabelText('Total deduction');
const itemiseButton = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: 'Itemise deductions' });

async function typeInto(form: HTMLElement, label: string, digits: string) {
  const input = within(form).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, digits);
}

test("old regime, the issue's reference: ₹3,75,000, with the 80C and 80D caps noted under their fields", async () => {
  render(<OldRegimeTaxScreen />);
  expect(itemiseButton()).toHaveAttribute('aria-expanded', 'false');
  const form = await openItemiseForm();
  expect(itemiseButton()).toHaveAttribute('aria-expanded', 'true');
  expect(itemiseButton()).toHaveAttribute('aria-controls', form.id);
  expect(within(form).getByRole('checkbox', { name: 'Salaried (standard deduction)' })).toBeChecked();
  expect(within(form).queryByRole('checkbox', { name: 'Senior citizen (60+)' })).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Below 60' })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Parents are senior citizens' })).not.toBeChecked();

  await typeInto(form, 'Section 123 (80C)', '200000');
  await typeInto(form, 'Section 126 (80D) (self and family)', '30000');
  await typeInto(form, 'Home loan interest (22 (24(b)))', '100000');
  await typeInto(form, 'NPS (124 (80CCD(1B)))', '50000');
  expect(within(form).getByLabelText('Section 123 (80C)')).toHaveValue('2,00,000');
  expect(within(form).getByLabelText('Section 123 (80C)')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹1,50,000'),
  );
  expect(within(form).getByLabelText('Section 126 (80D) (self and family)')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹25,000'),
  );
  expect(within(form).getAllByText(/^Capped at/)).toHaveLength(2);
  expect(within(form).getByLabelText('Home loan interest (22 (24(b)))')).not.toHaveAccessibleDescription(/Capped/);
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('Total after caps: ₹3,75,000');

  await userEvent.click(within(form).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField()).toHaveValue('3,75,000');
  expect(screen.queryByRole('group', { name: 'Deductions, item by item' })).not.toBeInTheDocument();
  expect(itemiseButton()).toHaveAttribute('aria-expanded', 'false');
  expect(itemiseButton()).toHaveFocus();
  // Using the deductions fills the field; the tax waits for Calculate Tax, as after typing.
  expect(resultsIn()).toEqual(ZERO_RESULTS);
  expect(window.location.search).toBe('');

  // Income ₹11,25,000: tax ₹1,12,500 + 30% of ₹1,25,000 = ₹1,50,000, cess ₹6,000.
  await userEvent.type(screen.getByLabelText('Total salary'), '1500000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate Tax' }));
  expect(resultsIn()['Total Tax']).toBe('₹1,56,000');
  expect(new URLSearchParams(window.location.search).get('deduction')).toBe('3,75,000');
});

test("a cap note shows only above the cap, and follows the Age and the parents' tick", async () => {
  render(<OldRegimeTaxScreen />);
  const form = await openItemiseForm();
  await typeInto(form, 'Section 123 (80C)', '150000');
  expect(within(form).queryByText(/^Capped at/)).not.toBeInTheDocument();
  await typeInto(form, 'Section 123 (80C)', '150001');
  expect(within(form).getByText('Capped at ₹1,50,000')).toBeInTheDocument();

  await typeInto(form, 'Section 126 (80D) (self and family)', '60000');
  await typeInto(form, 'Section 126 (80D) (parents)', '40000');
  expect(within(form).getAllByText('Capped at ₹25,000')).toHaveLength(2);

  await userEvent.click(screen.getByRole('radio', { name: '60 to 79' }));
  expect(within(form).getByLabelText('Section 126 (80D) (self and family)')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹50,000'),
  );
  expect(within(form).getByLabelText('Section 126 (80D) (self and family)')).toHaveAccessibleDescription(
    expect.stringContaining('up to ₹50,000'),
  );
  expect(within(form).getByLabelText('Section 126 (80D) (parents)')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹25,000'),
  );

  await userEvent.click(within(form).getByRole('checkbox', { name: 'Parents are senior citizens' }));
  expect(within(form).getByLabelText('Section 126 (80D) (parents)')).not.toHaveAccessibleDescription(/Capped/);
  // 50,000 standard + 1,50,000 + 50,000 (of 60,000) + 40,000.
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹2,90,000');

  await userEvent.click(within(form).getByRole('checkbox', { name: 'Salaried (standard deduction)' }));
  await typeInto(form, 'Other deductions', '1234567');
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹14,74,567');
  await userEvent.click(within(form).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField()).toHaveValue('14,74,567');
});

test('Cancel closes the form and changes nothing; reopening starts from the deductions last used', async () => {
  render(<OldRegimeTaxScreen />);
  await userEvent.type(deductionField(), '100000');
  let form = await openItemiseForm();
  await typeInto(form, 'Section 123 (80C)', '90000');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(deductionField()).toHaveValue('1,00,000');
  expect(screen.queryByRole('group', { name: 'Deductions, item by item' })).not.toBeInTheDocument();
  expect(itemiseButton()).toHaveFocus();

  // A cancelled form is forgotten: it opens empty again, with the standard deduction ticked.
  form = await openItemiseForm();
  expect(within(form).getByLabelText('Section 123 (80C)')).toHaveValue('');
  await typeInto(form, 'Section 123 (80C)', '90000');
  await userEvent.click(within(form).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField()).toHaveValue('1,40,000');

  form = await openItemiseForm();
  expect(within(form).getByLabelText('Section 123 (80C)')).toHaveValue('90,000');
  // The button closes an open form too, like Cancel.
  await userEvent.click(itemiseButton());
  expect(screen.queryByRole('group', { name: 'Deductions, item by item' })).not.toBeInTheDocument();
  expect(deductionField()).toHaveValue('1,40,000');
});

test('Enter in an amount uses the deductions (it does not calculate the tax); Escape cancels', async () => {
  render(<OldRegimeTaxScreen />);
  await userEvent.type(screen.getByLabelText('Total salary'), '1500000');
  let form = await openItemiseForm();
  await typeInto(form, 'NPS (124 (80CCD(1B)))', '70000{Enter}');
  expect(deductionField()).toHaveValue('1,00,000');
  expect(resultsIn()).toEqual(ZERO_RESULTS);
  expect(screen.queryByText('Enter a valid salary.')).not.toBeInTheDocument();

  form = await openItemiseForm();
  await typeInto(form, 'Other deductions', '5000');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Deductions, item by item' })).not.toBeInTheDocument();
  expect(deductionField()).toHaveValue('1,00,000');
});

test('amounts take digits only, grouped as typed; empty amounts count as 0', async () => {
  render(<OldRegimeTaxScreen />);
  const form = await openItemiseForm();
  await typeInto(form, 'Home loan interest (22 (24(b)))', '2a00-000.5');
  expect(within(form).getByLabelText('Home loan interest (22 (24(b)))')).toHaveValue('20,00,005');
  await typeInto(form, 'Home loan interest (22 (24(b)))', '000150000');
  expect(within(form).getByLabelText('Home loan interest (22 (24(b)))')).toHaveValue('1,50,000');
  await userEvent.clear(within(form).getByLabelText('Home loan interest (22 (24(b)))'));
  await userEvent.click(within(form).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField()).toHaveValue('50,000');
});

test('new regime: the standard deduction of ₹75,000 and employer NPS, which has no cap here', async () => {
  window.history.replaceState(null, '', '/new-regime-tax');
  render(<NewRegimeTaxScreen />);
  const form = await openItemiseForm();
  expect(within(form).getAllByRole('textbox')).toHaveLength(1);
  expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
  expect(within(form).getByRole('checkbox', { name: 'Salaried (standard deduction)' })).toBeChecked();
  expect(within(form).queryByLabelText('Section 123 (80C)')).not.toBeInTheDocument();
  const nps = within(form).getByLabelText('Employer NPS (124 (80CCD(2)))');
  expect(nps).toHaveAccessibleDescription(expect.stringMatching(/cap is 14% of basic salary/));
  await typeInto(form, 'Employer NPS (124 (80CCD(2)))', '1000000');
  expect(within(form).queryByText(/^Capped at/)).not.toBeInTheDocument();
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹10,75,000');
  await userEvent.click(within(form).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField()).toHaveValue('10,75,000');
});

test('on the comparison each regime has its own form, writing only its own Total deduction', async () => {
  window.history.replaceState(null, '', '/taxcompare-calculator');
  render(<TaxCompareScreen />);
  const oldSection = regimeSection('Old Regime');
  const newSection = regimeSection('New Regime (2025-2026)');
  const oldForm = await openItemiseForm(oldSection);
  const newForm = await openItemiseForm(newSection);
  expect(within(oldForm).getByLabelText('Section 123 (80C)')).toBeInTheDocument();
  expect(within(newForm).queryByLabelText('Section 123 (80C)')).not.toBeInTheDocument();

  await userEvent.click(within(newForm).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField(newSection)).toHaveValue('75,000');
  expect(deductionField(oldSection)).toHaveValue('');
  expect(within(oldSection).getByRole('group', { name: 'Deductions, item by item' })).toBe(oldForm);

  await typeInto(oldForm, 'Section 123 (80C)', '150000');
  await userEvent.click(within(oldForm).getByRole('button', { name: 'Use these deductions' }));
  expect(deductionField(oldSection)).toHaveValue('2,00,000');
  expect(deductionField(newSection)).toHaveValue('75,000');
  await calculateTaxIn(oldSection, '1500000', '200000');
  expect(resultsIn(oldSection)['Total Tax']).toBe('₹2,10,600');
});

test('80TTA below 60 (₹10,000) and 80TTB at 60 and above (₹50,000), each with its cap note', async () => {
  render(<OldRegimeTaxScreen />);
  const form = await openItemiseForm();
  expect(within(form).queryByLabelText('Deposit interest (153 (80TTB))')).not.toBeInTheDocument();
  await typeInto(form, 'Savings interest (153 (80TTA))', '12000');
  expect(within(form).getByLabelText('Savings interest (153 (80TTA))')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹10,000'),
  );
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹60,000');

  await userEvent.click(screen.getByRole('radio', { name: '80 and above' }));
  expect(within(form).queryByLabelText('Savings interest (153 (80TTA))')).not.toBeInTheDocument();
  await typeInto(form, 'Deposit interest (153 (80TTB))', '70000');
  expect(within(form).getByLabelText('Deposit interest (153 (80TTB))')).toHaveAccessibleDescription(
    expect.stringContaining('Capped at ₹50,000'),
  );
  // 50,000 standard + 50,000 of 80TTB; the 80TTA amount no longer counts at 60 and above.
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹1,00,000');
});

test('the HRA helper fills the HRA exemption from the HRA rule (₹1,56,000 for the issue’s metro case)', async () => {
  render(<OldRegimeTaxScreen />);
  const form = await openItemiseForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Work out HRA exemption' }));
  const helper = within(form).getByRole('group', { name: 'HRA exemption, monthly amounts' });
  await userEvent.click(within(helper).getByRole('button', { name: 'Use this exemption' }));
  expect(within(helper).getByLabelText('Basic salary')).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid basic salary.'),
  );
  await typeInto(helper, 'Basic salary', '50000');
  await typeInto(helper, 'HRA received', '20000');
  await typeInto(helper, 'Rent paid', '18000');
  expect(within(helper).getByLabelText('City')).toHaveDisplayValue('Delhi');
  await userEvent.click(within(helper).getByRole('button', { name: 'Use this exemption' }));
  expect(within(form).queryByRole('group', { name: 'HRA exemption, monthly amounts' })).not.toBeInTheDocument();
  expect(within(form).getByLabelText('HRA exemption (10(13A))')).toHaveValue('1,56,000');
  // 50,000 standard deduction + 1,56,000.
  expect(within(form).getByText(/Total after caps/)).toHaveTextContent('₹2,06,000');
});
