import { RuleInputError } from './rule-input-error';
import { calculateGst } from './gst';

describe('calculateGst: the issue references', () => {
  test.each([
    [1000, 18, 'exclusive', { net: 1000, gst: 180, total: 1180, cgst: 90, sgst: 90 }],
    [999, 5, 'inclusive', { net: 951.43, gst: 47.57, total: 999, cgst: 23.79, sgst: 23.78 }],
  ] as const)('%s at %s%% (%s)', (amount, rate, mode, expected) => {
    expect(calculateGst({ amount, rate, mode })).toEqual(expected);
  });
});

test.each([
  [100, 0.25, 'exclusive', { net: 100, gst: 0.25, total: 100.25, cgst: 0.13, sgst: 0.12 }],
  [0.01, 40, 'exclusive', { net: 0.01, gst: 0, total: 0.01, cgst: 0, sgst: 0 }], // 0.4 paisa rounds down
  [0.02, 3, 'exclusive', { net: 0.02, gst: 0, total: 0.02, cgst: 0, sgst: 0 }],
  [140, 40, 'inclusive', { net: 100, gst: 40, total: 140, cgst: 20, sgst: 20 }],
  [0, 18, 'inclusive', { net: 0, gst: 0, total: 0, cgst: 0, sgst: 0 }],
  [12.5, 18, 'exclusive', { net: 12.5, gst: 2.25, total: 14.75, cgst: 1.13, sgst: 1.12 }],
] as const)('%s at %s%% (%s)', (amount, rate, mode, expected) => {
  expect(calculateGst({ amount, rate, mode })).toEqual(expected);
});

test('refuses a rate that is not a GST rate, a negative amount and another mode', () => {
  expect(() => calculateGst({ amount: 1, rate: 12 as 18, mode: 'exclusive' })).toThrow(RuleInputError);
  expect(() => calculateGst({ amount: -1, rate: 18, mode: 'exclusive' })).toThrow(RuleInputError);
  expect(() => calculateGst({ amount: 1, rate: 18, mode: 'both' as 'exclusive' })).toThrow(RuleInputError);
});
