import { calculatePostOffice, kvpMonths, type PostOfficeInput } from './post-office';
import { LATEST_RATES, NOTIFIED_RATES } from './post-office-rates';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const deposit = (
  scheme: PostOfficeInput['scheme'],
  amount: number,
  rate: number,
  account: PostOfficeInput['account'] = 'single',
): PostOfficeInput => ({
  scheme,
  account,
  deposit: amount as Rupees,
  rate: rate as PercentPerYear,
});

describe('calculatePostOffice', () => {
  test.each([
    [
      'SCSS ₹15,00,000 at 8.2%',
      deposit('scss', 1500000, 8.2),
      { scheme: 'scss', quarterlyInterest: 30750, totalInterest: 615000 },
    ],
    [
      'SCSS at its most, ₹30,00,000',
      deposit('scss', 3000000, 8.2),
      { scheme: 'scss', quarterlyInterest: 61500, totalInterest: 1230000 },
    ],
    // 1,000 × 8.2% / 4 = 20.5: half up; twenty quarters of it are exactly 410.
    [
      'SCSS ₹1,000: a half rupee a quarter rounds up',
      deposit('scss', 1000, 8.2),
      { scheme: 'scss', quarterlyInterest: 21, totalInterest: 410 },
    ],
    [
      'POMIS ₹9,00,000 at 7.4%',
      deposit('pomis', 900000, 7.4),
      { scheme: 'pomis', monthlyIncome: 5550, totalIncome: 333000 },
    ],
    [
      'POMIS joint ₹15,00,000',
      deposit('pomis', 1500000, 7.4, 'joint'),
      { scheme: 'pomis', monthlyIncome: 9250, totalIncome: 555000 },
    ],
    // 1,000 × 7.4% / 12 = 6.1666…: rounds down a month, while 60 months are exactly 370.
    ['POMIS ₹1,000', deposit('pomis', 1000, 7.4), { scheme: 'pomis', monthlyIncome: 6, totalIncome: 370 }],
    ['NSC ₹1,00,000 at 7.7%', deposit('nsc', 100000, 7.7), { scheme: 'nsc', maturityAmount: 144903, interest: 44903 }],
    ['NSC ₹1,000', deposit('nsc', 1000, 7.7), { scheme: 'nsc', maturityAmount: 1449, interest: 449 }],
    ['KVP ₹50,000 at 7.5%', deposit('kvp', 50000, 7.5), { scheme: 'kvp', maturityAmount: 100000, months: 115 }],
  ])('%s', (_name, input, expected) => {
    expect(calculatePostOffice(input)).toEqual(expected);
  });

  test.each([
    [7.5, 115],
    [7.2, 120],
    [7, 123],
    [8.7, 100],
    [8, 108],
  ])('a KVP at %d%% doubles in %d months, as notified', (rate, months) => {
    expect(kvpMonths(rate)).toBe(months);
  });
});

describe('the notified rates', () => {
  test('the latest quarter: SCSS 8.2, POMIS 7.4, NSC 7.7, KVP 7.5 in 115 months', () => {
    expect(LATEST_RATES).toEqual({
      quarter: 'January–March 2026',
      from: '2026-01-01',
      to: '2026-03-31',
      scss: 8.2,
      pomis: 7.4,
      nsc: 7.7,
      kvp: 7.5,
      kvpMonths: 115,
    });
  });

  test('quarters follow each other, newest last, with no gap', () => {
    for (let index = 1; index < NOTIFIED_RATES.length; index += 1) {
      const day = new Date(`${NOTIFIED_RATES[index - 1]!.to}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      expect(day.toISOString().slice(0, 10)).toBe(NOTIFIED_RATES[index]!.from);
    }
  });
});

describe('calculatePostOffice refuses input outside its domain', () => {
  test.each<[string, PostOfficeInput, string, RuleInputErrorCode]>([
    ['an unknown scheme', deposit('ppf' as PostOfficeInput['scheme'], 1000, 7), 'scheme', 'unknown-choice'],
    [
      'an unknown account',
      deposit('pomis', 1000, 7, 'family' as PostOfficeInput['account']),
      'account',
      'unknown-choice',
    ],
    ['a deposit of 0', deposit('nsc', 0, 7.7), 'deposit', 'out-of-range'],
    ['a rate of 0', deposit('nsc', 1000, 0), 'rate', 'out-of-range'],
    ['a rate of NaN', deposit('scss', 1000, Number.NaN), 'rate', 'not-finite'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculatePostOffice(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculatePostOffice(input)).toThrow(RuleInputError);
  });
});
