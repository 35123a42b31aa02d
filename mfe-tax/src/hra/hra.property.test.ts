/**
 * The HRA rule against an exact model in BigInt paise, for any field text its validator accepts in either
 * year: every figure is that model's paise below 2^46 rupees, and its whole rupee at every size of the domain.
 */
import fc from 'fast-check';
import { TAX_YEARS } from '@fintools/shared/data/tax-years';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { calculateHra, HRA_AMOUNT_DOMAIN, HRA_FIFTY_PERCENT_CITIES, HRA_CITIES } from './hra';
import { validateHraInput } from './hra-input';

const RUNS = { numRuns: 500 };
const PAISE_EXACT_BELOW = 2n ** 46n * 100n;

/** A monthly amount as typed: ordinary salaries, and any size the field takes. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 5_00_000 }),
  fc.integer({ min: 0, max: HRA_AMOUNT_DOMAIN.max }),
  fc.integer({ min: HRA_AMOUNT_DOMAIN.max - 1_000, max: HRA_AMOUNT_DOMAIN.max }),
);

/** Paise written as the screen writes rupees: whole, or with two decimals. */
function written(paise: bigint): string {
  const rupees = (paise / 100n).toString();
  const cents = paise % 100n;
  return cents === 0n ? rupees : `${rupees}.${cents.toString().padStart(2, '0')}`;
}

/** The rule's figure as the screen writes it, without grouping. */
function shown(value: number): string {
  return formatNumberIn(value, { decimals: Number.isInteger(value) ? 0 : 2 }).replace(/,/g, '');
}

test('every figure is the exact paise (below 2^46 rupees) and the exact whole rupee (always)', () => {
  fc.assert(
    fc.property(
      amount,
      amount,
      amount,
      amount,
      fc.constantFrom(...HRA_CITIES),
      fc.constantFrom(...TAX_YEARS),
      (basic, da, hra, rent, city, year) => {
        const validation = validateHraInput({
          year,
          basic: String(basic),
          dearnessAllowance: String(da),
          hraReceived: String(hra),
          rentPaid: String(rent),
          city,
        });
        if (!validation.ok) {
          // Only a city the year does not list is refused.
          expect(validation.errors).toEqual({ city: 'Choose a city.' });
          expect(HRA_FIFTY_PERCENT_CITIES[year]).not.toContain(city);
          return;
        }
        const result = calculateHra(validation.value);
        const salary = (BigInt(basic) + BigInt(da)) * 1200n;
        const received = BigInt(hra) * 1200n;
        const over = BigInt(rent) * 1200n - salary / 10n;
        const share = HRA_FIFTY_PERCENT_CITIES[year].includes(city) ? 50n : 40n;
        const limits = [received, over > 0n ? over : 0n, (salary * share) / 100n];
        const exempt = limits.reduce((least, limit) => (limit < least ? limit : least));
        const pairs: [number, bigint][] = [
          [result.limits.hraReceived, limits[0]!],
          [result.limits.rentOverTenPercent, limits[1]!],
          [result.limits.shareOfSalary, limits[2]!],
          [result.exempt, exempt],
          [result.taxable, received - exempt],
        ];
        for (const [figure, paise] of pairs) {
          expect(shown(figure).split('.')[0]).toBe((paise / 100n).toString());
          if (paise < PAISE_EXACT_BELOW) expect(shown(figure)).toBe(written(paise));
        }
        expect(result.salarySharePercent).toBe(Number(share));
      },
    ),
    RUNS,
  );
});
