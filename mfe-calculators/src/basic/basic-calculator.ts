/**
 * The basic calculator's arithmetic: + − × ÷ on decimal numbers with the usual precedence, parsed
 * by hand (never `eval`: the content security policy forbids it, and so does common sense).
 *
 * Numbers are exact fractions of the decimals on the display (rounding.ts), so 0.1 + 0.2 is 0.3 and
 * 1 ÷ 1000000000000 × 1000 is 1e-9, not a double's neighbour of it. A result is shown to 12
 * significant digits, written as JavaScript writes numbers ("0.000001", "1e-7", "9.99999999998e+23"),
 * and the display is read back exactly when the visitor goes on, so large and tiny results keep
 * calculating.
 */
import { requireChoice } from '@fintools/shared/finance/rule-input-error';
import {
  addFractions,
  divideFractions,
  type Fraction,
  multiplyFractions,
  subtractFractions,
  wholeFraction,
} from '@fintools/shared/finance/rounding';

export const CALCULATOR_ERROR = 'Error';

/** Keys on the keypad, in the spec's layout order (§2 Basic Calculator). */
export const KEYPAD = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '-', '0', '.', '=', '+', 'C'] as const;
export type KeypadKey = (typeof KEYPAD)[number];

/** How many significant digits a result keeps: what the display has room for. */
const SIGNIFICANT_DIGITS = 12;
/**
 * Results from 1e-307 to 9.99999999999e+307 in size, so every result also reads as a normal double
 * (evaluateExpression's number). Beyond that is an overflow or underflow, shown as 'Error'.
 */
const MAX_EXPONENT = 307;

type Operator = '+' | '-' | '×' | '÷';
type Token = { kind: 'number'; value: Fraction } | { kind: 'operator'; value: Operator };

/** A number on the display: digits with an optional point, then an optional exponent from a result. */
const NUMBER = /(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?/y;
const OPERATOR = /[+\-×÷*/]/y;

/** "1.25e-3" → 125/100000, exactly; null for an exponent beyond what any result can have. */
function readNumber(mantissa: string, exponent: string | undefined): Fraction | null {
  // No result writes a larger exponent, and 10n ** 1e9 would take the tab down with it.
  if (Math.abs(Number(exponent ?? 0)) > MAX_EXPONENT) return null;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const power = Number(exponent ?? 0) - fraction.length;
  const digits = BigInt(`${whole}${fraction}` || '0');
  return power >= 0
    ? wholeFraction(digits * 10n ** BigInt(power))
    : divideFractions(wholeFraction(digits), wholeFraction(10n ** BigInt(-power)));
}

function tokenize(expression: string): Token[] | null {
  const tokens: Token[] = [];
  let position = 0;
  while (position < expression.length) {
    while (expression[position] === ' ') position += 1;
    if (position === expression.length) break;
    NUMBER.lastIndex = position;
    OPERATOR.lastIndex = position;
    const number = NUMBER.exec(expression);
    if (number) {
      const value = readNumber(number[1]!, number[2]);
      if (!value) return null;
      tokens.push({ kind: 'number', value });
      position = NUMBER.lastIndex;
    } else if (OPERATOR.exec(expression)) {
      const symbol = expression[position]!;
      tokens.push({ kind: 'operator', value: symbol === '*' ? '×' : symbol === '/' ? '÷' : (symbol as Operator) });
      position = OPERATOR.lastIndex;
    } else {
      return null;
    }
  }
  return tokens;
}

/** The exact value of a keypad expression, or null when it is malformed or divides by zero. */
function evaluateExactly(expression: string): Fraction | null {
  const tokens = tokenize(expression);
  if (!tokens || tokens.length === 0) return null;
  let index = 0;
  const operatorAt = (at: number) => {
    const token = tokens[at];
    return token?.kind === 'operator' ? token.value : null;
  };

  function readOperand(): Fraction | null {
    let negative = false;
    for (let sign = operatorAt(index); sign === '-' || sign === '+'; sign = operatorAt(index)) {
      if (sign === '-') negative = !negative;
      index += 1;
    }
    const token = tokens![index];
    if (token?.kind !== 'number') return null;
    index += 1;
    return negative ? subtractFractions(wholeFraction(0n), token.value) : token.value;
  }

  function readTerm(): Fraction | null {
    let value = readOperand();
    for (
      let operator = operatorAt(index);
      value && (operator === '×' || operator === '÷');
      operator = operatorAt(index)
    ) {
      index += 1;
      const right = readOperand();
      if (!right || (operator === '÷' && right.numerator === 0n)) return null;
      value = operator === '×' ? multiplyFractions(value, right) : divideFractions(value, right);
    }
    return value;
  }

  let total = readTerm();
  while (total && index < tokens.length) {
    const operator = operatorAt(index);
    if (operator !== '+' && operator !== '-') return null;
    index += 1;
    const right = readTerm();
    if (!right) return null;
    total = operator === '+' ? addFractions(total, right) : subtractFractions(total, right);
  }
  return total;
}

/**
 * An exact value as the display writes it: 12 significant digits, halves away from zero, trailing
 * zeros dropped, in JavaScript's own notation (plain from 1e-7 up to 1e21, exponent outside), so
 * the text reads back with evaluateExpression. Null when the value is beyond ±1e308 or below 1e-307.
 */
function displayText({ numerator, denominator }: Fraction): string | null {
  if (numerator === 0n) return '0';
  const size = numerator < 0n ? -numerator : numerator;
  // The power of ten of the leading digit: 10^exponent ≤ size / denominator < 10^(exponent + 1).
  let exponent = size.toString().length - denominator.toString().length;
  if (exponent >= 0 ? size < denominator * 10n ** BigInt(exponent) : size * 10n ** BigInt(-exponent) < denominator) {
    exponent -= 1;
  }
  const shift = SIGNIFICANT_DIGITS - 1 - exponent;
  const scaledNumerator = shift >= 0 ? size * 10n ** BigInt(shift) : size;
  const scaledDenominator = shift >= 0 ? denominator : denominator * 10n ** BigInt(-shift);
  let digits = scaledNumerator / scaledDenominator;
  if (2n * (scaledNumerator % scaledDenominator) >= scaledDenominator) digits += 1n;
  if (digits === 10n ** BigInt(SIGNIFICANT_DIGITS)) {
    digits /= 10n;
    exponent += 1;
  }
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const significant = digits.toString().replace(/0+$/, '');
  const sign = numerator < 0n ? '-' : '';
  if (exponent >= 21 || exponent <= -7) {
    const rest = significant.slice(1);
    return `${sign}${significant[0]}${rest ? `.${rest}` : ''}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${significant}`;
  const whole = significant.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = significant.slice(exponent + 1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** What the display shows for an expression after '=': the result, or 'Error'. */
function resultOf(expression: string): string {
  const value = evaluateExactly(expression);
  return (value && displayText(value)) ?? CALCULATOR_ERROR;
}

/**
 * Evaluates a keypad expression exactly and rounds the result to 12 significant digits. × and ÷ bind
 * tighter than + and −; a leading or doubled minus is a sign ("-3", "5×-2"); numbers may carry an
 * exponent as results show them ("1e-12×1000"). Returns null when the expression is malformed, divides
 * by zero, or its result lies beyond the calculator's range (1e-307 to 9.99999999999e+307 in size),
 * which the screen shows as 'Error'.
 * @example evaluateExpression("7×8") // 56
 * @example evaluateExpression("0.1+0.2") // 0.3
 * @example evaluateExpression("1÷1000000000000×1000") // 1e-9
 * @example evaluateExpression("5÷0") // null
 * @example evaluateExpression("7××8") // null
 */
export function evaluateExpression(expression: string): number | null {
  const text = resultOf(expression);
  return text === CALCULATOR_ERROR ? null : Number(text);
}

export interface CalculatorState {
  /** What the display shows: the expression being typed, a result, or 'Error'. */
  display: string;
  /** True right after '=': the next digit starts a new expression, an operator continues from the result. */
  showingResult: boolean;
}

export const INITIAL_CALCULATOR_STATE: CalculatorState = { display: '', showingResult: false };

const OPERATORS = new Set(['+', '-', '×', '÷']);
/** A result in exponent notation at the end of the display ("2+1e-12"): one unit, not digits to edit. */
const TRAILING_EXPONENT_NUMBER = /(\d+\.?\d*|\.\d+)e[+-]?\d+$/;
const TRAILING_EXPONENT = /e[+-]?\d+$/;

/**
 * The number in exponent notation that ends the display, if one does. The display's end is checked first: the
 * full pattern, tried from every digit of a long typed number, is quadratic (15 ms a key on an 800-digit
 * display); only a result ends in an exponent, and results are short.
 */
function trailingExponentNumber(display: string): RegExpExecArray | null {
  return TRAILING_EXPONENT.test(display) ? TRAILING_EXPONENT_NUMBER.exec(display) : null;
}

/**
 * The keypad as a state machine: C clears, = evaluates (or shows 'Error'), Backspace removes the last
 * character, and anything else appends, starting fresh after a result or an error where that is what
 * a pocket calculator does. A number in exponent notation came from a result, so it is one unit:
 * Backspace removes it whole and a digit or point starts a new number in its place.
 *
 * Domain: the keys of `KEYPAD` and 'Backspace'; any other key throws a RuleInputError.
 * @example pressKey({ display: '7×8', showingResult: false }, '=') // { display: '56', showingResult: true }
 * @example pressKey({ display: '1e-12', showingResult: true }, '×') // { display: '1e-12×', showingResult: false }
 */
export function pressKey(state: CalculatorState, key: KeypadKey | 'Backspace'): CalculatorState {
  requireChoice('pressKey', 'key', key, [...KEYPAD, 'Backspace'] as const);
  if (key === 'C') return INITIAL_CALCULATOR_STATE;
  if (key === '=') {
    if (state.display === '' || state.display === CALCULATOR_ERROR) return state;
    return { display: resultOf(state.display), showingResult: true };
  }
  if (key === 'Backspace') {
    if (state.showingResult || state.display === CALCULATOR_ERROR) return INITIAL_CALCULATOR_STATE;
    const trailing = trailingExponentNumber(state.display);
    return { display: state.display.slice(0, trailing ? trailing.index : -1), showingResult: false };
  }
  const startsFresh = state.display === CALCULATOR_ERROR || (state.showingResult && !OPERATORS.has(key));
  let base = startsFresh ? '' : state.display;
  if (!OPERATORS.has(key)) {
    const trailing = trailingExponentNumber(base);
    if (trailing) base = base.slice(0, trailing.index);
  }
  return { display: base + key, showingResult: false };
}

/** The keypad key a keyboard key stands for, or null when the calculator should ignore it. */
export function keyFromKeyboard(key: string): KeypadKey | 'Backspace' | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey;
  const map: Record<string, KeypadKey | 'Backspace'> = {
    '.': '.',
    ',': '.',
    '+': '+',
    '-': '-',
    '*': '×',
    x: '×',
    '/': '÷',
    Enter: '=',
    '=': '=',
    Escape: 'C',
    c: 'C',
    C: 'C',
    Delete: 'C',
    Backspace: 'Backspace',
  };
  return Object.prototype.hasOwnProperty.call(map, key) ? (map[key] ?? null) : null;
}
