import { xirr, xirrPercent, type CashFlow } from './xirr';
import { dayNumber, parseIsoDate } from '@fintools/shared/format/dates';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';

const on = (iso: string, amount: number): CashFlow => ({ day: dayNumber(parseIsoDate(iso)!), amount });
const MONTHLY_2025 = Array.from({ length: 12 }, (_, month) =>
  on(`2025-${String(month + 1).padStart(2, '0')}-05`, -5000),
);

describe('xirrPercent', () => {
  test.each([
    [
      '₹10,000 on 2024-01-01 and 2024-07-01, worth ₹22,000 on 2025-01-01',
      [on('2024-01-01', -10000), on('2024-07-01', -10000), on('2025-01-01', 22000)],
      13.41,
    ],
    [
      '₹5,000 on the 5th of each month of 2025, worth ₹64,000 on 2026-01-05',
      [...MONTHLY_2025, on('2026-01-05', 64000)],
      12.48,
    ],
    // 365 days is a year exactly: ₹1,000 → ₹1,100 is 10 %.
    ['one year, 10%', [on('2023-01-01', -1000), on('2024-01-01', 1100)], 10],
    ['a leap year is 366/365 of a year', [on('2024-01-01', -1000), on('2025-01-01', 1100)], 9.97],
    ['a loss', [on('2024-01-01', -1000), on('2025-01-01', 800)], -19.95],
    ['no gain', [on('2024-01-01', -1000), on('2024-06-01', 1000)], 0],
    ['a withdrawal on the way', [on('2024-01-01', -10000), on('2024-07-01', 3000), on('2025-01-01', 8000)], 11.68],
    ['a month that doubles the money', [on('2024-01-01', -1000), on('2024-01-31', 2000)], 459660.45],
    [
      'the order of the flows does not matter',
      [on('2025-01-01', 22000), on('2024-07-01', -10000), on('2024-01-01', -10000)],
      13.41,
    ],
  ])('%s → %s%%', (_name, flows, percent) => {
    expect(xirrPercent(flows)).toBe(percent);
  });

  test.each([
    ['only investments', [on('2024-01-01', -1000), on('2025-01-01', -1000)]],
    ['only money received', [on('2024-01-01', 1000), on('2025-01-01', 1000)]],
    // A loss of everything but a rupee in a day: past what any rate tried can balance.
    ['a fall too steep for any rate', [on('2024-01-01', -1000000), on('2024-01-02', 0.000001)]],
  ])('%s: none', (_name, flows) => {
    expect(xirr(flows)).toBeNull();
  });

  test('the root found balances the flows', () => {
    const flows = [...MONTHLY_2025, on('2026-01-05', 64000)];
    const rate = xirr(flows)!;
    const first = flows[0]!.day;
    const npv = flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** (-(flow.day - first) / 365), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-6);
  });
});

describe('xirr refuses input outside its domain', () => {
  test.each([
    ['one flow', [on('2024-01-01', -1000)], 'flows'],
    [
      'a day that is not whole',
      [
        { day: 0.5, amount: -1 },
        { day: 1, amount: 2 },
      ],
      'day',
    ],
    [
      'an amount of NaN',
      [
        { day: 0, amount: Number.NaN },
        { day: 1, amount: 2 },
      ],
      'amount',
    ],
  ])('%s', (_name, flows, field) => {
    expect(() => xirr(flows)).toThrow(expect.objectContaining({ field }) as Error);
    expect(() => xirr(flows)).toThrow(RuleInputError);
  });
});
