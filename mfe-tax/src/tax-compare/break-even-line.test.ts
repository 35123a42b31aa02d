import { describeBreakEven } from './break-even-line';

test.each([
  [593_750, 'The old regime would cost the same or less with deductions of ₹5,93,750 or more.'],
  [758_334, 'The old regime would cost the same or less with deductions of ₹7,58,334 or more.'],
  [0, 'The old regime would cost the same or less with deductions of ₹0 or more.'],
])('describeBreakEven(%s) → %s', (deduction, sentence) => {
  expect(describeBreakEven(deduction)).toBe(sentence);
});
