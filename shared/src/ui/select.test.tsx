import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from './field';
import { Select } from './select';

const YEARS = [
  { value: '2026-27', label: 'Tax year 2026-27 (Income-tax Act, 2025)' },
  { value: '2025-26', label: 'FY 2025-26 (Income-tax Act, 1961)' },
];

function YearField({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Tax year" hint="Section numbers follow the year's Act" error={error}>
      {(control) => (
        <Select control={control} options={YEARS} value={value} onChange={setValue} placeholder="Choose a year" />
      )}
    </Field>
  );
}

/** The text the box draws (from CSS, hidden from assistive technology, which reads the select). */
const shownText = (select: HTMLElement) =>
  select.parentElement?.querySelector('[aria-hidden="true"]')?.getAttribute('data-text');

describe('Select', () => {
  test('the native select keeps its label, hint and options; the box shows the chosen option in full', () => {
    render(<YearField initial="2026-27" />);
    const select = screen.getByRole('combobox', { name: 'Tax year' });
    expect(select).toHaveAccessibleDescription("Section numbers follow the year's Act");
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(YEARS.map((y) => y.label));
    expect(select).toHaveValue('2026-27');
    expect(shownText(select)).toBe('Tax year 2026-27 (Income-tax Act, 2025)');
    // One text in the page for the option's words: the option's.
    expect(screen.getAllByText('Tax year 2026-27 (Income-tax Act, 2025)')).toHaveLength(1);
  });

  test('choosing an option changes the value and the text shown', async () => {
    render(<YearField initial="2026-27" />);
    const select = screen.getByRole('combobox', { name: 'Tax year' });
    await userEvent.selectOptions(select, 'FY 2025-26 (Income-tax Act, 1961)');
    expect(select).toHaveValue('2025-26');
    expect(shownText(select)).toBe('FY 2025-26 (Income-tax Act, 1961)');
  });

  test('a value that is no option (a hand-edited link) shows the placeholder, never the first option', () => {
    render(<YearField initial="2019-20" error="Choose a tax year." />);
    const select = screen.getByRole('combobox', { name: 'Tax year' });
    expect(select).toHaveValue('');
    expect(shownText(select)).toBe('Choose a year');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
