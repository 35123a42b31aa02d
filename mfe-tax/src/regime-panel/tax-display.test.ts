import { calculateTax } from '@fintools/shared';
import { describeBreakdown, describeComparison, NO_TAX, taxAnnouncement, taxResultItems } from './tax-display';

test.each([
  [{ cheaper: 'new', saving: 163_800 } as const, 'The new regime costs ₹1,63,800 less.'],
  [{ cheaper: 'old', saving: 97_500 } as const, 'The old regime costs ₹97,500 less.'],
  [{ cheaper: 'equal', saving: 0 } as const, 'Both regimes cost the same.'],
])('describeComparison(%j) → %s', (comparison, sentence) => {
  expect(describeComparison(comparison)).toBe(sentence);
});

describe('taxResultItems', () => {
  test('before a calculation: ₹0 everywhere, the total too, in its normal colour', () => {
    expect(taxResultItems(null)).toEqual([
      { label: 'Tax after 87A', value: '₹0' },
      { label: 'Surcharge', value: '₹0' },
      { label: 'Cess', value: '₹0' },
      { label: 'Total Tax', value: '₹0' },
    ]);
  });

  test('a calculated total of 0 reads NO TAX (0) in the danger tone', () => {
    const items = taxResultItems(calculateTax('new', { salary: 700_000, deduction: 0 }));
    expect(items[3]).toEqual({ label: 'Total Tax', value: NO_TAX, tone: 'danger' });
  });

  test('amounts with paise show in whole rupees', () => {
    // Old regime at ₹17,46,167: tax 3,36,350.10 (kept to the paisa by the rule), cess 13,455, total 3,49,806.
    const result = calculateTax('old', { salary: 1_746_167, deduction: 0 });
    expect(result.taxAfter87A).toBeCloseTo(336_350.1, 5);
    expect(taxResultItems(result).map((item) => item.value)).toEqual(['₹3,36,350', '₹0', '₹13,455', '₹3,49,806']);
  });
});

test('the announcement says the total in words a screen reader reads well, and nothing before a result', () => {
  expect(taxAnnouncement('old', null)).toBe('');
  expect(taxAnnouncement('new', calculateTax('new', { salary: 1_500_000, deduction: 0 }))).toBe(
    'Tax payable under the new regime: 1,09,200 rupees.',
  );
  expect(taxAnnouncement('new', calculateTax('new', { salary: 700_000, deduction: 0 }))).toBe(
    'Tax payable under the new regime: nothing.',
  );
});

test('the breakdown has one row per slab and the 87A marginal relief only in the new regime', () => {
  const newRegime = describeBreakdown(calculateTax('new', { salary: 1_210_000, deduction: 0 }));
  expect(newRegime.taxableIncome).toBe('₹12,10,000');
  expect(newRegime.slabs).toHaveLength(7);
  expect(newRegime.lines).toContainEqual({ label: 'Of which marginal relief (section 87A proviso)', value: '₹51,500' });
  const oldRegime = describeBreakdown(calculateTax('old', { salary: 1_210_000, deduction: 0 }));
  expect(oldRegime.slabs.map((slab) => slab.range)).toEqual([
    'Up to ₹2,50,000',
    '₹2,50,000 – ₹5,00,000',
    '₹5,00,000 – ₹10,00,000',
    'Above ₹10,00,000',
  ]);
  expect(oldRegime.lines.map((line) => line.label)).not.toContain('Of which marginal relief (section 87A proviso)');
});
