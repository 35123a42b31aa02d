/**
 * Every amount shown to the paisa is the exact value of its formula, rounded half up, for any input
 * the validators accept. The models here work on the field text as typed, in BigInt, and share no
 * code with the rules: a SIP is simulated month by month, a lump sum year by year, TDS, currency and
 * percentages are products of scaled whole numbers. docs/rounding.md explains the rules' side.
 */
import fc from 'fast-check';
import { TDS_SECTION_IDS, findTdsSection, tdsOptionOrDefault } from '../tds/tds-sections';
import { convertAmount } from '../currency/currency';
import { calculatePercentage, calculateValueOfPercentage } from '../percentage/percentage';
import { calculateSip as calculateBrandedSip, type SipInput } from '../sip/sip';

/** The rule with plain numbers, as the validator would hand them over branded. */
const calculateSip = (input: {
  investmentType: SipInput['investmentType'];
  amount: number;
  rate: number;
  timePeriod: number;
}) => calculateBrandedSip(input as SipInput);
import { calculateTds } from '../tds/tds';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { validateCurrencyInput } from '../currency/currency-input';
import { validatePercentageInput, validateValueOfPercentageInput } from '../percentage/percentage-input';
import { validateSipInput } from '../sip/sip-input';
import { validateTdsInput } from '../tds/tds-input';

/** A decimal as typed, "579.71743", read exactly: units / 10^scale. */
function typed(text: string): { units: bigint; scale: number } {
  const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
  return { units: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
}

const ten = (power: number) => 10n ** BigInt(power);

/** numerator / denominator in paise, half up: floor(x · 100 + ½), written as (200·n + d) / 2d. */
function paiseHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (200n * numerator + denominator) / (2n * denominator);
}

/** "43976182.97" from 4397618297n: the text a shown amount must carry, without grouping. */
function rupeesText(paise: bigint): string {
  const text = paise.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Below 2^46 rupees (₹70 lakh crore) doubles are under half a paisa apart: every paisa has its own. */
const EVERY_PAISA_BELOW = 2n ** 46n * 100n;

/** The amount is the double nearest to the model's, and a screen shows the model's very digits. */
function expectShown(actual: number, paise: bigint) {
  expect(actual).toBe(Number(rupeesText(paise)));
  if (paise < EVERY_PAISA_BELOW) expectPrinted(actual, paise);
}

/** A screen shows the model's very digits, paise and rupee. */
function expectPrinted(actual: number, paise: bigint) {
  expect(formatNumberIn(actual, { decimals: 2 }).replace(/,/g, '')).toBe(rupeesText(paise));
}

/** A decimal field's text: up to `decimals` decimals, as a visitor types it. */
function decimalText(maxUnits: bigint, decimals: number) {
  return fc
    .tuple(fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: decimals }))
    .map(([units, scale]) => {
      const digits = units.toString().padStart(scale + 1, '0');
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    });
}

const rateText = decimalText(100_0000n, 4); // 0 to 1,000,000 / 10^scale: every rate from 0.0001 to 100 and beyond
const years = fc.integer({ min: 1, max: 100 });
const RUNS = { numRuns: 200 };

describe('SIP and lump sum: the exact maturity, rounded half up', () => {
  /** Month by month: each instalment paid at the start of the month, then the month's interest. */
  function sipModel(amount: string, rate: string, yearCount: number) {
    const r = typed(rate);
    const base = 1200n * ten(r.scale); // the monthly rate is r.units / base
    const growth = base + r.units;
    const instalment = BigInt(amount);
    let value = 0n; // over base^month
    let scale = 1n;
    for (let month = 0; month < yearCount * 12; month += 1) {
      value = (value + instalment * scale) * growth;
      scale *= base;
    }
    return { maturity: paiseHalfUp(value, scale), invested: instalment * BigInt(yearCount * 12) * 100n };
  }

  /** Year by year: compounded once a year. */
  function lumpsumModel(amount: string, rate: string, yearCount: number) {
    const r = typed(rate);
    const base = 100n * ten(r.scale);
    let value = BigInt(amount);
    let scale = 1n;
    for (let year = 0; year < yearCount; year += 1) {
      value *= base + r.units;
      scale *= base;
    }
    return { maturity: paiseHalfUp(value, scale), invested: BigInt(amount) * 100n };
  }

  const amount = fc.oneof(fc.integer({ min: 500, max: 10_00_000 }), fc.integer({ min: 500, max: 1e15 }));

  test.each([['sip', sipModel] as const, ['lumpsum', lumpsumModel] as const])(
    '%s: every accepted input',
    (investmentType, model) => {
      fc.assert(
        fc.property(amount, rateText, years, (money, rate, yearCount) => {
          const fields = {
            investmentType,
            monthlyInvestment: String(money),
            lumpSumAmount: String(money),
            rate,
            timePeriod: String(yearCount),
          };
          const validation = validateSipInput(fields);
          fc.pre(validation.ok);
          if (!validation.ok) return;
          const result = calculateBrandedSip(validation.value);
          const expected = model(String(money), rate, yearCount);
          expectShown(result.maturityAmount, expected.maturity);
          expectShown(result.totalInvestment, expected.invested);
          expectShown(result.returnEarned, expected.maturity - expected.invested);
          // Whatever the form accepts prints the model's paise, rupee included, at any size it lets through.
          expectPrinted(result.maturityAmount, expected.maturity);
          expectPrinted(result.returnEarned, expected.maturity - expected.invested);
        }),
        RUNS,
      );
    },
  );

  test('a lump sum whose exact maturity is a half paisa rounds up', () => {
    // 50 · odd × 1.01² = an amount ending in exactly half a paisa (1,350 → 1,377.135); the double
    // of the formula lands a hair below it, so these are the cases floating point rounds down.
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1e9 }), (k) => {
        const money = String(50 * (2 * k + 1));
        const result = calculateSip({ investmentType: 'lumpsum', amount: Number(money), rate: 1, timePeriod: 2 });
        const expected = lumpsumModel(money, '1', 2);
        expect((BigInt(money) * 10201n) % 100n).toBe(50n); // a true tie: the paise end in exactly ½
        expectShown(result.maturityAmount, expected.maturity);
      }),
      RUNS,
    );
  });
});

describe('TDS: the exact share of what the law charges, rounded half up', () => {
  /** The rate as whole hundredths of a percent, read from its decimal text ("0.1" → 10n). */
  const hundredthsOfRate = (rate: number) => {
    const { units, scale } = typed(String(rate));
    return (units * 100n) / ten(scale);
  };

  test('every section, amount and PAN answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TDS_SECTION_IDS),
        decimalText(10n ** 12n, 2),
        fc.constantFrom('yes', 'no'),
        (section, amount, pan) => {
          const validation = validateTdsInput({ section, amount, pan });
          fc.pre(validation.ok);
          if (!validation.ok) return;
          const result = calculateTds(validation.value);
          if (!result.applicable) return;
          const amountPaise = typed(amount).units * ten(2 - typed(amount).scale);
          const rules = findTdsSection(section);
          const threshold = BigInt(tdsOptionOrDefault(rules, undefined)?.threshold ?? rules.threshold) * 100n;
          const taxable = rules.basis === 'excess' ? amountPaise - threshold : amountPaise;
          expectShown(result.taxableAmount, taxable);
          // paise × hundredths of a percent / 10,000, half up
          expectShown(result.tds, paiseHalfUp(taxable * hundredthsOfRate(result.rate), 1_000_000n));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('194C: TDS on the whole year’s total exactly when this payment takes it past ₹1,00,000', () => {
    fc.assert(
      fc.property(
        decimalText(2_00_000_00n, 2),
        decimalText(2_00_000_00n, 2),
        fc.constantFrom('individual-huf', 'other'),
        (amount, earlier, payeeType) => {
          const amountPaise = typed(amount).units * ten(2 - typed(amount).scale);
          const earlierPaise = typed(earlier).units * ten(2 - typed(earlier).scale);
          const totalPaise = amountPaise + earlierPaise;
          const yearTotal = rupeesText(totalPaise);
          const validation = validateTdsInput({ section: '194C', amount, pan: 'yes', payeeType, yearTotal });
          fc.pre(validation.ok);
          if (!validation.ok) return;
          const result = calculateTds(validation.value);
          const YEAR = 1_00_000_00n;
          const SINGLE = 30_000_00n;
          const crossesNow = earlierPaise > 0n && earlierPaise <= YEAR && totalPaise > YEAR;
          const taxable = crossesNow ? totalPaise : totalPaise > YEAR || amountPaise > SINGLE ? amountPaise : null;
          if (taxable === null) {
            expect(result.applicable).toBe(false);
            return;
          }
          expect(result.applicable).toBe(true);
          if (!result.applicable) return;
          expectShown(result.taxableAmount, taxable);
          expectShown(result.tds, paiseHalfUp(taxable * (payeeType === 'other' ? 2n : 1n), 100_00n)); // paise × % / 10,000
          expect(result.reason.includes("on the whole year's total")).toBe(crossesNow);
        },
      ),
      { numRuns: 500 },
    );
  });
});

test('currency: amount × rate exactly, rounded half up', () => {
  fc.assert(
    fc.property(decimalText(10n ** 15n, 2), decimalText(10n ** 12n, 6), (amount, rate) => {
      const validation = validateCurrencyInput({ amount });
      fc.pre(validation.ok && Number(rate) > 0);
      if (!validation.ok) return;
      const a = typed(amount);
      const r = typed(rate);
      // What the rates service sends is a JSON number: the rule sees the double JSON.parse makes of it.
      const converted = convertAmount(validation.value.amount, JSON.parse(rate) as number);
      expectShown(converted, paiseHalfUp(a.units * r.units, ten(a.scale + r.scale)));
    }),
    { numRuns: 1000 },
  );
});

describe('percentages: the exact ratio, rounded half up', () => {
  test('what percentage a part is of a total', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 15n }), (part, total) => {
        const validation = validatePercentageInput({ part: String(part), total: String(total) });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        expectShown(calculatePercentage(validation.value), paiseHalfUp(part * 100n, total));
      }),
      { numRuns: 1000 },
    );
  });

  test('what a percentage of a total comes to', () => {
    fc.assert(
      fc.property(decimalText(100_0000n, 4), fc.bigInt({ min: 1n, max: 10n ** 15n }), (percentage, total) => {
        const validation = validateValueOfPercentageInput({ percentage, total: String(total) });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const p = typed(percentage);
        expectShown(calculateValueOfPercentage(validation.value), paiseHalfUp(p.units * total, 100n * ten(p.scale)));
      }),
      { numRuns: 1000 },
    );
  });
});
