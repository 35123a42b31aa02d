import fc from 'fast-check';
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
    // Exact, then 12 significant digits: no floating-point neighbours.
    ['0.1×3', 0.3],
    ['2÷3', 0.666666666667],
    ['1.005×1000', 1005],
    // Large and tiny results, and the exponent notation they are shown in, keep calculating.
    ['1÷1000000000000', 1e-12],
    ['1e-12×1000', 1e-9],
    ['1÷1000000000000×1000', 1e-9],
    ['-1e-12×1000', -1e-9],
    ['999999999999×999999999999', 9.99999999998e23],
    ['9.99999999998e+23', 9.99999999998e23],
    ['9.99999999998e+23+1', 9.99999999998e23],
    ['9.99999999998e+23÷9', 1.11111111111e23],
    ['1e+21÷1000', 1e18],
    ['1e+307', 1e307],
    ['1e-307', 1e-307],
    ['1 + 2', 3],
  ])('%s = %d', (expression, expected) => {
    expect(evaluateExpression(expression)).toBe(expected);
  });

  test.each([
    [''],
    ['×8'],
    ['7×'],
    ['7××8'],
    ['5÷0'],
    ['0÷0'],
    ['1e-12÷0'],
    ['1..2'],
    ['1.2.3'],
    ['abc'],
    ['7+'],
    ['='],
    ['1e'],
    ['1e+'],
    ['e5'],
    ['Infinity'],
    ['NaN'],
    // Beyond the range: overflow and underflow, and exponents no result ever writes.
    ['1e+200×1e+200'],
    ['1e-200÷1e+200'],
    ['9.99999999999e+307×10'],
    ['1e+308'],
    ['1e-308'],
    ['1e999999999'],
  ])('%j is an error', (expression) => {
    expect(evaluateExpression(expression)).toBeNull();
  });
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
    ['0.1 + 0.2 = 0.3', ['.', '1', '+', '.', '2', '='], '0.3'],
    ['1 ÷ 3 = keeps 12 digits', ['1', '÷', '3', '='], '0.333333333333'],
    ['then × 3 = works on what is shown', ['1', '÷', '3', '=', '×', '3', '='], '0.999999999999'],
    ['a millionth is written out', ['.', '0', '0', '0', '0', '0', '1', '='], '0.000001'],
    ['a ten-millionth in exponent notation', ['.', '0', '0', '0', '0', '0', '0', '1', '='], '1e-7'],
    ['5 − 8 = −3', ['5', '-', '8', '='], '-3'],
    ['0 × −5 = 0, never −0', ['0', '×', '-', '5', '='], '0'],
  ])('%s', (_name, keys, display) => {
    expect(press(keys)).toBe(display);
  });

  const trillion = [...'1000000000000'] as KeypadKey[];
  const twelveNines = [...'999999999999'] as KeypadKey[];

  test.each<[string, (KeypadKey | 'Backspace')[], string]>([
    // The sequences: 1 ÷ 1000000000000 shows 1e-12, and × 1000 after it about 1e-9.
    ['1 ÷ 1000000000000 =', ['1', '÷', ...trillion, '='], '1e-12'],
    ['then × 1000 =', ['1', '÷', ...trillion, '=', '×', '1', '0', '0', '0', '='], '1e-9'],
    ['then = again', ['1', '÷', ...trillion, '=', '='], '1e-12'],
    ['a negative tiny result', ['0', '-', '1', '÷', ...trillion, '=', '×', '1', '0', '0', '0', '='], '-1e-9'],
    // A result of 10^21 or more, then = or an operator, keeps calculating.
    ['999999999999 × 999999999999 =', [...twelveNines, '×', ...twelveNines, '='], '9.99999999998e+23'],
    ['then =', [...twelveNines, '×', ...twelveNines, '=', '='], '9.99999999998e+23'],
    ['then + 1 =', [...twelveNines, '×', ...twelveNines, '=', '+', '1', '='], '9.99999999998e+23'],
    ['then ÷ 9 =', [...twelveNines, '×', ...twelveNines, '=', '÷', '9', '='], '1.11111111111e+23'],
    ['then − 9 =', [...twelveNines, '×', ...twelveNines, '=', '-', '9', '='], '9.99999999998e+23'],
    ['10^21 shows as 1e+21', ['1', '0', '0', '0', '0', '0', '0', '0', '0', '0', '×', ...trillion, '='], '1e+21'],
    [
      'and ÷ 1000 is plain again',
      ['1', '0', '0', '0', '0', '0', '0', '0', '0', '0', '×', ...trillion, '=', '÷', '1', '0', '0', '0', '='],
      '1000000000000000000',
    ],
    // A number in exponent notation is one unit.
    ['an operator after it, then Backspace', ['1', '÷', ...trillion, '=', '×', 'Backspace'], '1e-12'],
    ['Backspace removes it whole', ['1', '÷', ...trillion, '=', '×', 'Backspace', 'Backspace'], ''],
    ['a digit replaces it', ['1', '÷', ...trillion, '=', '+', 'Backspace', '5'], '5'],
    ['a point replaces it', ['1', '÷', ...trillion, '=', '+', 'Backspace', '.'], '.'],
  ])('%s', (_name, keys, display) => {
    expect(press(keys)).toBe(display);
  });

  test.each<[string, CalculatorState, (KeypadKey | 'Backspace')[], string]>([
    ['an overflow is Error', { display: '1e+300', showingResult: true }, ['×', ...trillion, '='], 'Error'],
    ['an underflow is Error', { display: '1e-300', showingResult: true }, ['÷', ...trillion, '='], 'Error'],
    ['the largest result', { display: '9.99999999999e+307', showingResult: true }, ['='], '9.99999999999e+307'],
    ['an expression of several results', { display: '1+1e-11', showingResult: false }, ['='], '1.00000000001'],
  ])('%s', (_name, from, keys, display) => {
    expect(press(keys, from)).toBe(display);
  });

  test.each([['x'], ['%'], [''], ['e'], ['toString']])('a key not on the keypad (%j) is refused', (key) => {
    expect(() => pressKey(INITIAL_CALCULATOR_STATE, key as KeypadKey)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'pressKey', field: 'key', code: 'unknown-choice' }),
    );
  });
});

describe('property: the display is the exact result rounded to 12 significant digits', () => {
  type Rational = { n: bigint; d: bigint };
  const ten = (power: number) => 10n ** BigInt(power);

  /** The model: schoolbook rationals, sums of products, no shared code with the calculator. */
  function exactValue(numbers: string[], operators: string[]): Rational | null {
    const read = (text: string): Rational => {
      const [whole = '', fraction = ''] = text.split('.');
      return { n: BigInt(whole + fraction || '0'), d: ten(fraction.length) };
    };
    const terms: Rational[] = [read(numbers[0]!)];
    const signs: bigint[] = [1n];
    for (let i = 0; i < operators.length; i += 1) {
      const right = read(numbers[i + 1]!);
      const last = terms[terms.length - 1]!;
      if (operators[i] === '×') terms[terms.length - 1] = { n: last.n * right.n, d: last.d * right.d };
      else if (operators[i] === '÷') {
        if (right.n === 0n) return null;
        terms[terms.length - 1] = { n: last.n * right.d, d: last.d * right.n };
      } else {
        terms.push(right);
        signs.push(operators[i] === '-' ? -1n : 1n);
      }
    }
    return terms.reduce<Rational>(
      (sum, term, i) => ({ n: sum.n * term.d + signs[i]! * term.n * sum.d, d: sum.d * term.d }),
      {
        n: 0n,
        d: 1n,
      },
    );
  }

  /** 12 significant digits, half away from zero, as a number: floor(x · 10^k + ½). */
  function roundedTo12({ n, d }: Rational): number {
    if (n === 0n) return 0;
    const size = n < 0n ? -n : n;
    let exponent = 0;
    while (size >= d * ten(exponent + 1)) exponent += 1;
    while (exponent <= 0 && size * ten(-exponent) < d) exponent -= 1;
    const k = 11 - exponent;
    const digits = k >= 0 ? (2n * size * ten(k) + d) / (2n * d) : (2n * size + d * ten(-k)) / (2n * d * ten(-k));
    return Number(`${n < 0n ? '-' : ''}${digits}e${-k}`);
  }

  const number = fc
    .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.integer({ min: 0, max: 8 }))
    .map(([digits, decimals]) => {
      const text = digits.toString().padStart(decimals + 1, '0');
      return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
    });

  test('for any expression of up to six numbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('+', '-', '×', '÷'), number), { maxLength: 5 }),
        number,
        (rest, first) => {
          const numbers = [first, ...rest.map(([, n]) => n)];
          const operators = rest.map(([operator]) => operator);
          const expression = numbers.map((n, i) => (i === 0 ? n : `${operators[i - 1]}${n}`)).join('');
          const exact = exactValue(numbers, operators);
          const expected = exact === null ? null : roundedTo12(exact);
          expect(evaluateExpression(expression)).toBe(expected === 0 ? 0 : expected);
          // The display writes that number as JavaScript does, so it reads back the same.
          const display = press([...expression] as KeypadKey[]);
          const shown = pressKey({ display, showingResult: false }, '=').display;
          if (expected === null) expect(shown).toBe('Error');
          else expect(shown).toBe(String(expected));
        },
      ),
      { numRuns: 1000 },
    );
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
