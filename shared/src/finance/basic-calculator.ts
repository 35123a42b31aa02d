/**
 * The basic calculator's arithmetic: + − × ÷ on decimal numbers with the usual precedence, parsed
 * by hand (never `eval`: the content security policy forbids it, and so does common sense).
 */

export const CALCULATOR_ERROR = 'Error';

/** Keys on the keypad, in the spec's layout order (§2 Basic Calculator). */
export const KEYPAD = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '-', '0', '.', '=', '+', 'C'] as const;
export type KeypadKey = (typeof KEYPAD)[number];

type Token = { kind: 'number'; value: number } | { kind: 'operator'; value: '+' | '-' | '×' | '÷' };

function tokenize(expression: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+\.?\d*|\.\d+)|([+\-×÷*/]))/y;
  let position = 0;
  while (position < expression.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(expression);
    if (!match) return expression.slice(position).trim() === '' ? tokens : null;
    position = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else {
      const symbol = match[2] === '*' ? '×' : match[2] === '/' ? '÷' : (match[2] as '+' | '-' | '×' | '÷');
      tokens.push({ kind: 'operator', value: symbol });
    }
  }
  return tokens;
}

/**
 * Evaluates a keypad expression. × and ÷ bind tighter than + and −; a leading or doubled minus is a
 * sign ("-3", "5×-2"). Returns null when the expression is malformed or the result is not finite
 * (division by zero), which the screen shows as 'Error'. Results are rounded to 12 significant digits
 * so 0.1 + 0.2 shows 0.3.
 * @example evaluateExpression("7×8") // 56
 * @example evaluateExpression("2+3×4") // 14
 * @example evaluateExpression("5÷0") // null
 * @example evaluateExpression("7××8") // null
 */
export function evaluateExpression(expression: string): number | null {
  const tokens = tokenize(expression);
  if (!tokens || tokens.length === 0) return null;
  let index = 0;

  function readOperand(): number | null {
    let sign = 1;
    while (tokens![index]?.kind === 'operator' && (tokens![index]!.value === '-' || tokens![index]!.value === '+')) {
      if (tokens![index]!.value === '-') sign = -sign;
      index += 1;
    }
    const token = tokens![index];
    if (token?.kind !== 'number') return null;
    index += 1;
    return sign * token.value;
  }

  function readTerm(): number | null {
    let value = readOperand();
    while (
      value !== null &&
      tokens![index]?.kind === 'operator' &&
      ['×', '÷'].includes(String(tokens![index]!.value))
    ) {
      const operator = tokens![index]!.value;
      index += 1;
      const right = readOperand();
      if (right === null) return null;
      value = operator === '×' ? value * right : value / right;
    }
    return value;
  }

  let total = readTerm();
  while (total !== null && index < tokens.length) {
    const token = tokens[index];
    if (token?.kind !== 'operator' || (token.value !== '+' && token.value !== '-')) return null;
    index += 1;
    const right = readTerm();
    if (right === null) return null;
    total = token.value === '+' ? total + right : total - right;
  }
  if (total === null || !Number.isFinite(total)) return null;
  const rounded = Number(total.toPrecision(12));
  return Object.is(rounded, -0) ? 0 : rounded;
}

export interface CalculatorState {
  /** What the display shows: the expression being typed, a result, or 'Error'. */
  display: string;
  /** True right after '=': the next digit starts a new expression, an operator continues from the result. */
  showingResult: boolean;
}

export const INITIAL_CALCULATOR_STATE: CalculatorState = { display: '', showingResult: false };

const OPERATORS = new Set(['+', '-', '×', '÷']);

/**
 * The keypad as a state machine: C clears, = evaluates (or shows 'Error'), Backspace removes the last
 * character, and anything else appends, starting fresh after a result or an error where that is what
 * a pocket calculator does.
 * @example pressKey({ display: '7×8', showingResult: false }, '=') // { display: '56', showingResult: true }
 */
export function pressKey(state: CalculatorState, key: KeypadKey | 'Backspace'): CalculatorState {
  if (key === 'C') return INITIAL_CALCULATOR_STATE;
  if (key === '=') {
    if (state.display === '' || state.display === CALCULATOR_ERROR) return state;
    const value = evaluateExpression(state.display);
    return { display: value === null ? CALCULATOR_ERROR : String(value), showingResult: true };
  }
  if (key === 'Backspace') {
    if (state.showingResult || state.display === CALCULATOR_ERROR) return INITIAL_CALCULATOR_STATE;
    return { display: state.display.slice(0, -1), showingResult: false };
  }
  const startsFresh = state.display === CALCULATOR_ERROR || (state.showingResult && !OPERATORS.has(key));
  const base = startsFresh ? '' : state.display;
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
  return map[key] ?? null;
}
