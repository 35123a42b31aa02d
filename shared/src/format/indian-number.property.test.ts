import fc from 'fast-check';
import { formatNumberIn, groupDigitsAsTyped, parseGroupedDigits } from './indian-number';

test('parse(format(n)) = n for Indian grouping', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
      expect(parseGroupedDigits(formatNumberIn(value))).toBe(value);
      expect(parseGroupedDigits(groupDigitsAsTyped(String(value)))).toBe(value);
    }),
  );
});
