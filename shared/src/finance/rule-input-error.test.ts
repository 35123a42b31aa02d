import { requireChoice, requireNumberIn, RuleInputError, type NumberDomain } from './rule-input-error';

const amount: NumberDomain = { min: 0, max: 1e15 };
const months: NumberDomain = { min: 1, max: 12_000, integer: true };
const divisor: NumberDomain = { min: 0, max: 1e15, minExclusive: true };
const signed: NumberDomain = { min: -1e15, max: 1e15 };

describe('requireNumberIn', () => {
  test.each([
    [amount, 0],
    [amount, 1e15],
    [amount, 0.01],
    [months, 1],
    [months, 12_000],
    [divisor, Number.MIN_VALUE],
    [signed, -0],
    [signed, -1e15],
  ])('%j accepts %d', (domain, value) => {
    expect(Object.is(requireNumberIn('rule', 'field', value, domain), value)).toBe(true);
  });

  test.each([
    [amount, Number.NaN, 'not-finite'],
    [amount, Number.POSITIVE_INFINITY, 'not-finite'],
    [signed, Number.NEGATIVE_INFINITY, 'not-finite'],
    [amount, '5' as unknown as number, 'not-finite'],
    [amount, -0, 'negative-zero'],
    [divisor, -0, 'negative-zero'],
    [amount, -0.01, 'out-of-range'],
    [amount, 1e15 + 2, 'out-of-range'],
    [divisor, 0, 'out-of-range'],
    [months, 0, 'out-of-range'],
    [months, 1.5, 'not-integer'],
  ])('%j refuses %p with %s', (domain, value, code) => {
    expect(() => requireNumberIn('calculateThing', 'amount', value, domain)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', code, rule: 'calculateThing', field: 'amount' }),
    );
  });

  test('the error is a RangeError a program can tell apart, with a message for the developer', () => {
    let caught: unknown;
    try {
      requireNumberIn('calculateTds', 'amount', -0, amount);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleInputError);
    expect(caught).toBeInstanceOf(RangeError);
    expect((caught as RuleInputError).message).toBe(
      'calculateTds: amount must be a number from 0 to 1000000000000000, got -0 (negative-zero)',
    );
  });
});

describe('requireChoice', () => {
  test('returns a listed choice', () => {
    expect(requireChoice('pressKey', 'key', '+', ['+', '-'])).toBe('+');
  });

  test.each([['%'], [''], [undefined], [null]])('refuses %p', (value) => {
    expect(() => requireChoice('pressKey', 'key', value, ['+', '-'])).toThrow(
      expect.objectContaining({ code: 'unknown-choice', domain: 'one of +, -' }),
    );
  });
});
