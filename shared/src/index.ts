// @fintools/shared: the public surface, listed by name (STYLE.md 7). React lives only in ./ui.

export {
  formatNumberIn,
  formatInr,
  formatPercent,
  parseGroupedDigits,
  parseDecimal,
  groupDigitsAsTyped,
  regroupWithCaret,
  type NumberFormatOptions,
} from './format/indian-number';
export { filterNumericTyping, type NumericTypingRules, type TypedValue } from './format/numeric-typing';
export {
  parseIsoDate,
  toIsoDate,
  todayIso,
  formatDate,
  isLeapYear,
  daysInMonth,
  type CalendarDate,
} from './format/dates';

export {
  ok,
  invalid,
  resultOf,
  MAX_AMOUNT,
  type Result,
  type FieldErrors,
  type Validation,
} from './validation/result';

export {
  CURRENCY_NAMES,
  CURRENCY_CODES,
  isCurrencyCode,
  currencyLabel,
  type CurrencyCode,
} from './data/currencies';

export {
  TOOLS,
  TOOL_ALIASES,
  REMOTE_NAMES,
  findTool,
  toolsOfRemote,
  type ToolDefinition,
  type ToolId,
  type RemoteName,
} from './catalog/tools';

export {
  evaluateExpression,
  pressKey,
  keyFromKeyboard,
  KEYPAD,
  CALCULATOR_ERROR,
  INITIAL_CALCULATOR_STATE,
  type KeypadKey,
  type CalculatorState,
} from './finance/basic-calculator';
export { calculatePercentage, calculateValueOfPercentage } from './finance/percentage';
export {
  validatePercentageInput,
  validateValueOfPercentageInput,
  PERCENTAGE_MESSAGES,
  VALUE_OF_PERCENTAGE_MESSAGES,
  MAX_PERCENTAGE,
  type PercentageInput,
  type ValueOfPercentageInput,
} from './validation/percentage';
export { SHARED_PACKAGE_VERSION } from './version';
