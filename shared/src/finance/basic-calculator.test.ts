import {
  evaluateExpression,
  INITIAL_CALCULATOR_STATE,
  keyFromKeyboard,
  pressKey,
  type CalculatorState,
  type KeypadKey,
} from './basic-calculator';

describe('evaluateExpression', () => {
  test.each([
    ['7×8', 56],
    ['2+3×4', 14],
    ['10-4-3', 3],
    ['8÷2÷2', 2],
    ['1÷3', 0.333333333333],
    ['0.1+0.2', 0.3],
    ['-3+5', 2],
    ['5×-2', -10],
    ['.5+.5', 1],
    ['12.', 12],
    ['7*8', 56],
    ['9/3', 3],
    ['0-0', 0],
    ['99999999×99999999', 9.9999998e15],
  ])('%s = %d', (expression, expected) => {
    expect(evaluateExpression(expression)).toBe(expected);
  });

  test.each([[''], ['×8'], ['7×'], ['7××8'], ['5÷0'], ['0÷0'], ['1..2'], ['1.2.3'], ['abc'], ['7+'], ['=']])(
    '%j is an error',
    (expression) => {
      expect(evaluateExpression(expression)).toBeNull();
    },
  );
});

function press(keys: (KeypadKey | 'Backspace')[], from: CalculatorState = INITIAL_CALCULATOR_STATE): string {
  return keys.reduce(pressKey, from).display;
}

describe('pressKey', () => {
  test.each<[string, (KeypadKey | 'Backspace')[], string]>([
    ['7 × 8 = shows 56', ['7', '×', '8', '='], '56'],
    ['C clears', ['7', '×', '8', '=', 'C'], ''],
    ['a malformed expression shows Error', ['7', '×', '×', '8', '='], 'Error'],
    ['a digit after a result starts afresh', ['2', '+', '2', '=', '5'], '5'],
    ['an operator after a result continues from it', ['2', '+', '2', '=', '×', '3', '='], '12'],
    ['a digit after Error starts afresh', ['5', '÷', '0', '=', '4'], '4'],
    ['Backspace removes the last character', ['1', '2', '3', 'Backspace'], '12'],
    ['= on an empty display does nothing', ['='], ''],
  ])('%s', (_name, keys, display) => {
    expect(press(keys)).toBe(display);
  });
});

test.each([
  ['7', '7'],
  ['*', '×'],
  ['/', '÷'],
  ['Enter', '='],
  ['Escape', 'C'],
  ['Backspace', 'Backspace'],
  ['a', null],
  ['Tab', null],
])('keyboard %j is %j', (key, expected) => {
  expect(keyFromKeyboard(key)).toBe(expected);
});
