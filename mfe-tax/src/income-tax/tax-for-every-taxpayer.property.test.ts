/**
 * Properties of the taxpayer rules (senior slabs, HRA, salary in hand, capital gains), for any
 * input their validators accept, against exact models where one is short enough to write.
 */
import fc from 'fast-check';
import { calculateCapitalGains, type CapitalAsset } from '../capital-gains/capital-gains';
import { calculateGratuity } from '../gratuity/gratuity';
import { calculateHra } from '../hra/hra';
import { calculateSalary, salaryCoversDeductions } from '../salary/salary';
import { calculateTax } from './tax';
import { daysInMonth, type CalendarDate } from '@fintools/shared/format/dates';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

const RUNS = { numRuns: 300 };
const rupees = fc.oneof(fc.integer({ min: 0, max: 3_00_000 }), fc.integer({ min: 0, max: 10_00_00_000 }));

test('the senior slabs never tax more than the general ones, and 80+ never more than 60 to 79', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: 0, max: 20_00_000 }), fc.integer({ min: 0, max: MAX_AMOUNT })), (income) => {
      const at = (age: 'below-60' | '60-to-79' | '80-and-above') =>
        calculateTax('old', { salary: income, deduction: 0, age }).totalTax;
      expect(at('60-to-79')).toBeLessThanOrEqual(at('below-60'));
      expect(at('80-and-above')).toBeLessThanOrEqual(at('60-to-79'));
    }),
    RUNS,
  );
});

test('HRA: the exemption is the least of the three limits, never above any, and exempt + taxable = HRA received', () => {
  fc.assert(
    fc.property(
      rupees,
      rupees,
      rupees,
      rupees,
      fc.constantFrom('delhi' as const, 'pune' as const, 'other' as const),
      fc.constantFrom('2026-27' as const, '2025-26' as const),
      (basic, da, hra, rent, city, year) => {
        const result = calculateHra({ basic, dearnessAllowance: da, hraReceived: hra, rentPaid: rent, city, year });
        const { hraReceived, rentOverTenPercent, shareOfSalary } = result.limits;
        expect(result.exempt).toBeLessThanOrEqual(hraReceived);
        expect(result.exempt).toBeLessThanOrEqual(rentOverTenPercent);
        expect(result.exempt).toBeLessThanOrEqual(shareOfSalary);
        expect(result.exempt).toBe(Math.min(hraReceived, rentOverTenPercent, shareOfSalary));
        expect(result.exempt).toBeGreaterThanOrEqual(0);
        // Exact model in paise: 10% and 40% of whole rupees are whole paise.
        const salaryPaise = BigInt(basic + da) * 1200n;
        const rentPaise = BigInt(rent) * 1200n;
        const model = [
          BigInt(hra) * 1200n,
          rentPaise > salaryPaise / 10n ? rentPaise - salaryPaise / 10n : 0n,
          (salaryPaise * (city === 'delhi' || (city === 'pune' && year === '2026-27') ? 50n : 40n)) / 100n,
        ].reduce((a, b) => (a < b ? a : b));
        expect(Math.round(result.exempt * 100)).toBe(Number(model));
        expect(Math.round((result.exempt + result.taxable) * 100)).toBe(hra * 1200);
      },
    ),
    RUNS,
  );
});

test('salary: in hand never exceeds gross, and gross never exceeds the CTC', () => {
  fc.assert(
    fc.property(
      fc.record({
        ctc: fc.oneof(fc.integer({ min: 0, max: 50_00_000 }), fc.integer({ min: 0, max: MAX_AMOUNT })),
        basicPercent: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        employerPf: fc.constantFrom('basic' as const, 'ceiling' as const, 'none' as const),
        gratuityInCtc: fc.boolean(),
        professionalTax: fc.integer({ min: 0, max: 2_500 }),
        regime: fc.constantFrom('old' as const, 'new' as const),
        otherDeductions: rupees,
      }),
      (input) => {
        if (!salaryCoversDeductions(input)) {
          expect(() => calculateSalary(input)).toThrow();
          return;
        }
        const result = calculateSalary(input);
        expect(result.inHandYearly).toBeLessThanOrEqual(result.grossSalary);
        expect(result.inHandYearly).toBeGreaterThanOrEqual(0);
        expect(result.grossSalary).toBeLessThanOrEqual(input.ctc);
        expect(Number.isFinite(result.inHandMonthly)).toBe(true);
      },
    ),
    RUNS,
  );
});

test('salary: every line is the exact amount rounded half up once (a model in ten-thousandths of a paisa)', () => {
  fc.assert(
    fc.property(
      fc.record({
        ctc: fc.oneof(fc.integer({ min: 1, max: 50_00_000 }), fc.integer({ min: 1, max: MAX_AMOUNT })),
        hundredths: fc.integer({ min: 1, max: 10_000 }),
        employerPf: fc.constantFrom('basic' as const, 'ceiling' as const, 'none' as const),
        gratuityInCtc: fc.boolean(),
        professionalTax: fc.integer({ min: 0, max: 2_500 }),
      }),
      ({ ctc, hundredths, employerPf, gratuityInCtc, professionalTax }) => {
        const input = { ctc, basicPercent: hundredths / 100, employerPf, gratuityInCtc, professionalTax };
        const salary = { ...input, regime: 'new' as const, otherDeductions: 0 };
        // Everything in units of 10^-8 rupee: basic = CTC × h / 10^4 and the percentages of it are whole there.
        const unit = 10n ** 8n;
        const basic = BigInt(ctc) * BigInt(hundredths) * 10n ** 4n;
        const ceiling = 180_000n * unit;
        const wage = employerPf === 'basic' ? basic : employerPf === 'ceiling' && basic > ceiling ? ceiling : basic;
        const pf = employerPf === 'none' ? 0n : (wage * 12n) / 100n;
        const gratuity = gratuityInCtc ? (basic * 481n) / 10_000n : 0n;
        const min = (a: bigint, b: bigint) => (a < b ? a : b);
        const employerPaid = min(pf, BigInt(ctc) * unit);
        const gross = BigInt(ctc) * unit - employerPaid - min(gratuity, BigInt(ctc) * unit - employerPaid);
        const halfUp = (amount: bigint) => Number((2n * amount + unit) / (2n * unit));
        if (!salaryCoversDeductions(salary)) return;
        const result = calculateSalary(salary);
        const inHand = gross - employerPaid - BigInt(professionalTax + result.incomeTax) * unit;
        expect(result).toMatchObject({
          basic: halfUp(basic),
          employerPf: halfUp(employerPaid),
          employeePf: halfUp(employerPaid),
          grossSalary: halfUp(gross),
          inHandYearly: halfUp(inHand),
          inHandMonthly: Number((2n * inHand + 12n * unit) / (24n * unit)),
        });
      },
    ),
    RUNS,
  );
});

test('gratuity: the formula exactly, the payment capped at ₹20 lakh when covered, tax-free and taxable adding up to it', () => {
  fc.assert(
    fc.property(
      fc.record({
        monthlySalary: fc.oneof(fc.integer({ min: 0, max: 5_00_000 }), fc.integer({ min: 0, max: 10_000_000_000 })),
        years: fc.integer({ min: 0, max: 100 }),
        months: fc.integer({ min: 0, max: 11 }),
        covered: fc.boolean(),
        fixedTerm: fc.boolean(),
      }),
      (input) => {
        const result = calculateGratuity(input);
        expect(result.eligible).toBe(input.years >= (input.fixedTerm ? 1 : 5));
        if (!result.eligible) return;
        const counted = BigInt(input.covered && input.months > 6 ? input.years + 1 : input.years);
        const days = input.covered ? 26n : 30n;
        const exact = Number((30n * BigInt(input.monthlySalary) * counted + days) / (2n * days));
        expect(result.gratuity).toBe(exact);
        expect(result.payable).toBe(input.covered ? Math.min(exact, 20_00_000) : exact);
        expect(result.taxFree).toBe(Math.min(result.payable, 20_00_000));
        expect(result.taxFree + result.taxable).toBe(result.payable);
      },
    ),
    RUNS,
  );
});

const date = (fromYear: number, toYear: number) =>
  fc
    .record({
      year: fc.integer({ min: fromYear, max: toYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ year, month, day }): CalendarDate => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

test('capital gains: the total tax never falls as the sale price rises', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<CapitalAsset>('equity', 'property'),
      date(1995, 2024),
      date(2025, 2027),
      rupees,
      rupees,
      fc.integer({ min: 0, max: 10_00_000 }),
      rupees,
      (asset, boughtOn, soldOn, purchasePrice, salePrice, more, expenses) => {
        const at = (price: number) =>
          calculateCapitalGains({ asset, boughtOn, purchasePrice, soldOn, salePrice: price, expenses });
        const lower = at(salePrice);
        const higher = at(salePrice + more);
        if (lower.totalTax === null || higher.totalTax === null) {
          expect(lower.totalTax).toBe(higher.totalTax); // short-term land: the term does not hang on the price
        } else {
          expect(higher.totalTax).toBeGreaterThanOrEqual(lower.totalTax);
          expect(higher.tax ?? 0).toBeGreaterThanOrEqual(lower.tax ?? 0);
        }
      },
    ),
    RUNS,
  );
});
