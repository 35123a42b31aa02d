import { describeComparison } from './compare-display';

test.each([
  [{ cheaper: 'new', saving: 163_800 } as const, 'The new regime costs ₹1,63,800 less.'],
  [{ cheaper: 'old', saving: 97_500 } as const, 'The old regime costs ₹97,500 less.'],
  [{ cheaper: 'equal', saving: 0 } as const, 'Both regimes cost the same.'],
  [
    { cheaper: 'different-salaries', saving: 0 } as const,
    'Enter the same salary in both regimes to see which costs less.',
  ],
])('describeComparison(%j) → %s', (comparison, sentence) => {
  expect(describeComparison(comparison)).toBe(sentence);
});
