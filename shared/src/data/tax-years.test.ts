import { DEFAULT_TAX_YEAR, isTaxYear, TAX_YEAR_ACT, TAX_YEAR_LABELS, TAX_YEARS, taxYearOrDefault } from './tax-years';

test('two years, today first, with the labels the year control shows', () => {
  expect(TAX_YEARS).toEqual(['2026-27', '2025-26']);
  expect(DEFAULT_TAX_YEAR).toBe('2026-27');
  expect(TAX_YEAR_LABELS).toEqual({
    '2026-27': 'Tax year 2026-27 (Income-tax Act, 2025)',
    '2025-26': 'FY 2025-26 (Income-tax Act, 1961)',
  });
  expect(TAX_YEAR_ACT).toEqual({ '2026-27': 2025, '2025-26': 1961 });
});

test.each([
  ['2026-27', true, '2026-27'],
  ['2025-26', true, '2025-26'],
  [' 2025-26 ', false, '2025-26'],
  ['', false, '2026-27'],
  ['2024-25', false, '2026-27'],
  ['toString', false, '2026-27'],
])('%j: a year %s, read as %s', (text, known, year) => {
  expect(isTaxYear(text)).toBe(known);
  expect(taxYearOrDefault(text)).toBe(year);
});

test('a link without a year means the default year', () => {
  expect(taxYearOrDefault(undefined)).toBe(DEFAULT_TAX_YEAR);
});
