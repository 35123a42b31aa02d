import fc from 'fast-check';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { amountInWords } from './amount-in-words';

test.each([
  [125_000, 'One Lakh Twenty-Five Thousand Rupees Only'],
  [1, 'One Rupee Only'],
  [2, 'Two Rupees Only'],
  [10, 'Ten Rupees Only'],
  [19, 'Nineteen Rupees Only'],
  [20, 'Twenty Rupees Only'],
  [21, 'Twenty-One Rupees Only'],
  [99, 'Ninety-Nine Rupees Only'],
  [100, 'One Hundred Rupees Only'],
  [105, 'One Hundred Five Rupees Only'],
  [999, 'Nine Hundred Ninety-Nine Rupees Only'],
  [1_000, 'One Thousand Rupees Only'],
  [7_500, 'Seven Thousand Five Hundred Rupees Only'],
  [25_000, 'Twenty-Five Thousand Rupees Only'],
  [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees Only'],
  [1_00_000, 'One Lakh Rupees Only'],
  [1_00_001, 'One Lakh One Rupees Only'],
  [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Rupees Only'],
  [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees Only'],
  [1_00_00_000, 'One Crore Rupees Only'],
  [1_01_00_000, 'One Crore One Lakh Rupees Only'],
  [99_00_00_000, 'Ninety-Nine Crore Rupees Only'],
  [1_00_00_00_000, 'One Hundred Crore Rupees Only'],
  [
    1_23_45_67_89_012,
    'Twelve Thousand Three Hundred Forty-Five Crore Sixty-Seven Lakh Eighty-Nine Thousand Twelve Rupees Only',
  ],
  [1e15, 'Ten Crore Crore Rupees Only'],
])('%i rupees: %s', (rupees, words) => {
  expect(amountInWords(rupees)).toBe(words);
});

test.each([0, -1, 1.5, Number.NaN, 1e15 + 1])('refuses %d', (rupees) => {
  expect(() => amountInWords(rupees)).toThrow(RuleInputError);
});

/** Reads the words back into a number: the inverse an exact model needs, built on the words alone. */
function wordsToNumber(words: string): number {
  const small: Record<string, number> = {};
  'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
    .split(' ')
    .forEach((word, index) => (small[word] = index + 1));
  'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'
    .split(' ')
    .forEach((word, index) => (small[word] = 20 + 10 * index));
  const scales: Record<string, number> = { Hundred: 100, Thousand: 1_000, Lakh: 1_00_000, Crore: 1_00_00_000 };
  // Groups below a crore add up; "Crore" multiplies everything before it (a count of crores).
  let total = 0;
  let group = 0;
  let current = 0;
  for (const word of words.replace(/ Rupees? Only$/, '').split(/[ -]/)) {
    if (small[word] !== undefined) current += small[word];
    else if (word === 'Hundred') current *= 100;
    else if (word === 'Crore') {
      total = (total + group + current) * scales.Crore!;
      group = 0;
      current = 0;
    } else {
      group += current * scales[word]!;
      current = 0;
    }
  }
  return total + group + current;
}

test('the words always read back as the amount', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: 1, max: 99_99_999 }), fc.integer({ min: 1, max: 1e15 })), (rupees) => {
      const words = amountInWords(rupees);
      expect(words).toMatch(/^[A-Z][a-z]+([ -][A-Z][a-z]+)* Rupees? Only$/);
      expect(wordsToNumber(words)).toBe(rupees);
    }),
    { numRuns: 500 },
  );
});
