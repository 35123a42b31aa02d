import fc from 'fast-check';
import { calculateTax } from '../income-tax/tax';
import { describeBreakdown } from './breakdown-display';
import { NO_TAX, taxAnnouncement, taxResultItems } from './tax-display';

const LAKH = 100_000;
const CRORE = 100 * LAKH;

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

  test.each([
    // regime, income, the four results as shown: they add up
    // Old regime on ₹5,00,001: tax ₹12,500.20 is shown rounded up, so ₹12,501 + ₹0 + ₹501 = ₹13,002.
    ['old', 500_001, ['₹12,501', '₹0', '₹501', '₹13,002']],
    // Tax ₹3,36,350.10 (kept to the paisa by the rule), cess ₹13,455, total ₹3,49,806.
    ['old', 1_746_167, ['₹3,36,351', '₹0', '₹13,455', '₹3,49,806']],
    // Tax ₹13,12,500.30 and surcharge ₹0.70: together exactly ₹13,12,501.
    ['old', 5_000_001, ['₹13,12,501', '₹0', '₹52,501', '₹13,65,002']],
    ['new', 5_100_000, ['₹11,10,000', '₹70,000', '₹47,200', '₹12,27,200']],
    // The comparison's reference cases, both regimes (the browser suite calculates the ₹15,00,000 one).
    ['old', 1_210_000, ['₹1,75,500', '₹0', '₹7,020', '₹1,82,520']],
    ['new', 1_210_000, ['₹10,000', '₹0', '₹400', '₹10,400']],
    ['old', 1_500_000, ['₹2,62,500', '₹0', '₹10,500', '₹2,73,000']],
    ['new', 1_500_000, ['₹1,05,000', '₹0', '₹4,200', '₹1,09,200']],
    ['old', 5_100_000, ['₹13,42,500', '₹70,000', '₹56,500', '₹14,69,000']],
  ] as const)('%s regime, income %s: whole rupees that add up to the total', (regime, income, shown) => {
    const result = calculateTax(regime, { salary: income, deduction: 0 });
    expect(taxResultItems(result).map((item) => item.value)).toEqual(shown);
  });

  test.each(['old', 'new'] as const)('%s regime: the shown lines add up to the shown total on any income', (regime) => {
    const rupees = (text: unknown) => (text === NO_TAX ? 0 : Number(String(text).replace(/[₹,]/g, '')));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 60 * LAKH }), fc.integer({ min: 1, max: 100 * CRORE })),
        fc.integer({ min: 0, max: 5 * LAKH }),
        (salary, deduction) => {
          const result = calculateTax(regime, { salary, deduction });
          const [tax, surcharge, cess, total] = taxResultItems(result).map((item) => rupees(item.value));
          const steps = describeBreakdown(result).lines;
          const step = (label: string) => rupees(steps.find((line) => line.label === label)?.value ?? 'missing');
          return (
            tax! + surcharge! + cess! === total &&
            total === result.totalTax &&
            step('Tax after 87A') + step('Surcharge') + step('Health and education cess') === step('Total tax') &&
            step('Total tax') === total
          );
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

test('the breakdown says how each result line is rounded, with the amount before rounding when it has paise', () => {
  const rounding = (income: number) =>
    Object.fromEntries(
      describeBreakdown(calculateTax('old', { salary: income, deduction: 0 }))
        .lines.filter((line) => line.rounding)
        .map((line) => [line.label, `${line.value}: ${line.rounding}`]),
    );
  expect(rounding(500_001)).toEqual({
    'Tax after 87A': '₹12,501: ₹12,500.20 rounded up to the rupee',
    Surcharge: '₹0: No surcharge at this income',
    'Health and education cess': '₹501: 4% of tax plus surcharge, rounded up to the rupee',
    'Total tax': '₹13,002: Tax after 87A + Surcharge + Cess',
  });
  expect(rounding(5_000_001)).toMatchObject({
    'Tax after 87A': '₹13,12,501: ₹13,12,500.30 rounded up to the rupee',
    Surcharge: '₹0: Tax plus surcharge rounded up to the rupee, less the tax line (₹0.70 before rounding)',
  });
  expect(rounding(5_100_000)).toMatchObject({
    'Tax after 87A': '₹13,42,500: Rounded up to the rupee',
    Surcharge: '₹70,000: Tax plus surcharge rounded up to the rupee, less the tax line',
  });
});

test('the working keeps its paise: slab tax and the slab table on ₹5,00,001', () => {
  const breakdown = describeBreakdown(calculateTax('old', { salary: 500_001, deduction: 0 }));
  expect(breakdown.lines[0]).toEqual({ label: 'Tax on slabs', value: '₹12,500.20' });
  expect(breakdown.slabs.map((slab) => slab.tax)).toEqual(['₹0', '₹12,500', '₹0.20', '₹0']);
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
  expect(newRegime.lines).toContainEqual({
    label: 'Of which marginal relief (section 156(2)(b) (87A proviso))',
    value: '₹51,500',
  });
  const oldRegime = describeBreakdown(calculateTax('old', { salary: 1_210_000, deduction: 0 }));
  expect(oldRegime.slabs.map((slab) => slab.range)).toEqual([
    'Up to ₹2,50,000',
    '₹2,50,000 – ₹5,00,000',
    '₹5,00,000 – ₹10,00,000',
    'Above ₹10,00,000',
  ]);
  expect(oldRegime.lines.map((line) => line.label)).not.toContain(
    'Of which marginal relief (section 156(2)(b) (87A proviso))',
  );
});
