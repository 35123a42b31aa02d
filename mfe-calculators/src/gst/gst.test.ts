import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateGst } from './gst';

describe('calculateGst: the issue references', () => {
  test.each([
    [1000, 18, 'exclusive', { net: 1000, gst: 180, total: 1180, cgst: 90, sgst: 90 }],
    // Each half exactly 999 × 2.5 / 105 = 23.7857… → 23.79, both; GST their sum; net what is left of ₹999.
    [999, 5, 'inclusive', { net: 951.42, gst: 47.58, total: 999, cgst: 23.79, sgst: 23.79 }],
  ] as const)('%s at %s%% (%s)', (amount, rate, mode, expected) => {
    expect(calculateGst({ amount, rate, mode })).toEqual(expected);
  });
});

test.each([
  // Half of 0.25% of ₹100 is 12.5 paise: each half rounds up.
  [100, 0.25, 'exclusive', { net: 100, gst: 0.26, total: 100.26, cgst: 0.13, sgst: 0.13 }],
  [0.01, 40, 'exclusive', { net: 0.01, gst: 0, total: 0.01, cgst: 0, sgst: 0 }], // 0.4 paisa rounds down
  [0.02, 3, 'exclusive', { net: 0.02, gst: 0, total: 0.02, cgst: 0, sgst: 0 }],
  [140, 40, 'inclusive', { net: 100, gst: 40, total: 140, cgst: 20, sgst: 20 }],
  [0, 18, 'inclusive', { net: 0, gst: 0, total: 0, cgst: 0, sgst: 0 }],
  [12.5, 18, 'exclusive', { net: 12.5, gst: 2.26, total: 14.76, cgst: 1.13, sgst: 1.13 }],
  [0.03, 3, 'exclusive', { net: 0.03, gst: 0, total: 0.03, cgst: 0, sgst: 0 }], // each half 0.045 paisa
  [118, 18, 'inclusive', { net: 100, gst: 18, total: 118, cgst: 9, sgst: 9 }],
] as const)('%s at %s%% (%s)', (amount, rate, mode, expected) => {
  expect(calculateGst({ amount, rate, mode })).toEqual(expected);
});

test('refuses a rate that is not a GST rate, a negative amount and another mode', () => {
  expect(() => calculateGst({ amount: 1, rate: 12 as 18, mode: 'exclusive' })).toThrow(RuleInputError);
  expect(() => calculateGst({ amount: -1, rate: 18, mode: 'exclusive' })).toThrow(RuleInputError);
  expect(() => calculateGst({ amount: 1, rate: 18, mode: 'both' as 'exclusive' })).toThrow(RuleInputError);
});
