import fc from 'fast-check';
import { calculatePostOffice } from './post-office';
import { validatePostOfficeInput } from './post-office-input';

/*
 * Against models in integers: with the rate typed to two decimals as h hundredths of a percent, SCSS pays
 * D·h/40000 a quarter, POMIS D·h/120000 a month, an NSC matures at D·(10000 + h)^5 / 10000^5; each rounded half
 * up by integer division, the totals from the exact share (never the rounded one times the count).
 */
const rate = fc.integer({ min: 1, max: 2000 }).map((hundredths) => (hundredths / 100).toString());
const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);
const h = (percent: number) => BigInt(Math.round(percent * 100));

test('SCSS: each quarter and the five years', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 3000 }), rate, (thousands, typedRate) => {
      const checked = validatePostOfficeInput({
        scheme: 'scss',
        account: 'single',
        deposit: String(thousands * 1000),
        rate: typedRate,
      });
      if (!checked.ok) throw new Error('the generator makes valid forms');
      const share = BigInt(checked.value.deposit) * h(checked.value.rate);
      expect(calculatePostOffice(checked.value)).toEqual({
        scheme: 'scss',
        quarterlyInterest: Number(halfUp(share, 40000n)),
        totalInterest: Number(halfUp(share * 20n, 40000n)),
      });
    }),
  );
});

test('POMIS: each month and the five years, within each account’s limit', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1500 }),
      fc.constantFrom('single', 'joint'),
      rate,
      (thousands, account, typedRate) => {
        const checked = validatePostOfficeInput({
          scheme: 'pomis',
          account,
          deposit: String(thousands * 1000),
          rate: typedRate,
        });
        expect(checked.ok).toBe(account === 'joint' || thousands <= 900);
        if (!checked.ok) return;
        const share = BigInt(checked.value.deposit) * h(checked.value.rate);
        expect(calculatePostOffice(checked.value)).toEqual({
          scheme: 'pomis',
          monthlyIncome: Number(halfUp(share, 120000n)),
          totalIncome: Number(halfUp(share * 60n, 120000n)),
        });
      },
    ),
  );
});

test('NSC: the maturity and its interest add up; KVP doubles', () => {
  fc.assert(
    fc.property(fc.integer({ min: 10, max: 10 ** 9 }), rate, (hundreds, typedRate) => {
      for (const scheme of ['nsc', 'kvp'] as const) {
        const checked = validatePostOfficeInput({
          scheme,
          account: 'single',
          deposit: String(hundreds * 100),
          rate: typedRate,
        });
        if (!checked.ok) throw new Error('the generator makes valid forms');
        const result = calculatePostOffice(checked.value);
        const deposit = BigInt(checked.value.deposit);
        if (result.scheme === 'nsc') {
          const maturity = halfUp(deposit * (10000n + h(checked.value.rate)) ** 5n, 10000n ** 5n);
          expect(BigInt(result.maturityAmount)).toBe(maturity);
          expect(BigInt(result.interest)).toBe(maturity - deposit);
        } else {
          expect(result.scheme === 'kvp' && BigInt(result.maturityAmount)).toBe(2n * deposit);
        }
      }
    }),
  );
});
