import { filterNumericTyping, type NumericTypingRules } from './numeric-typing';

test.each<[string, string, number, string, NumericTypingRules, { text: string; caret: number }]>([
  ['digits only drops letters', '12a5', 3, '125', { decimals: 0 }, { text: '125', caret: 2 }],
  ['one decimal point', '8.5.', 4, '8.5', { decimals: 2 }, { text: '8.5', caret: 3 }],
  ['decimal places are capped', '8.555', 5, '8.55', { decimals: 2 }, { text: '8.55', caret: 4 }],
  ['a value past max is refused', '1001', 4, '100', { max: 1000 }, { text: '100', caret: 3 }],
  ['max itself is allowed', '1000', 4, '100', { max: 1000 }, { text: '1000', caret: 4 }],
  ['percent capped at 100', '100.5', 5, '100.', { decimals: 2, max: 100 }, { text: '100.', caret: 4 }],
  ['grouping regroups', '500000', 6, '50,000', { grouping: true }, { text: '5,00,000', caret: 8 }],
  ['pasted junk keeps its digits', '5,00,000abc', 11, '', { grouping: true }, { text: '5,00,000', caret: 8 }],
  ['minus and exponent are dropped', '-1e5', 4, '', { decimals: 2 }, { text: '15', caret: 2 }],
  ['non-ASCII digits are dropped', '٣٤٥', 3, '', { decimals: 0 }, { text: '', caret: 0 }],
  ['empty stays empty', '', 0, '5', { max: 10 }, { text: '', caret: 0 }],
])('%s', (_name, raw, caret, previous, rules, expected) => {
  expect(filterNumericTyping(raw, caret, previous, rules)).toEqual(expected);
});
