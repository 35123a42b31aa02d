// @fintools/shared: the public surface, listed by name (docs/decisions/001-layers-and-boundaries.md). React lives only in ./ui.

export {
  formatNumberIn,
  formatInr,
  decimalDigits,
  formatPercent,
  formatCompactInr,
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
  dayNumber,
  type CalendarDate,
} from './format/dates';

export { ok, invalid, resultOf, type Result, type FieldErrors, type Validation } from './validation/result';
export { MAX_AMOUNT } from './finance/limits';
export {
  roundToPaise,
  hundredthsOf,
  fromHundredths,
  roundFractionToHundredths,
  decimalFraction,
  wholeFraction,
  addFractions,
  subtractFractions,
  multiplyFractions,
  divideFractions,
  type Fraction,
} from './finance/rounding';
export { compoundValue, annuityDueValue } from './finance/compound-growth';
export {
  RuleInputError,
  requireNumberIn,
  requireChoice,
  type RuleInputErrorCode,
  type NumberDomain,
} from './finance/rule-input-error';
export { requireCalendarDate, CALENDAR_YEARS } from './finance/calendar';
export { isTenureUnit, TENURE_UNITS, type TenureUnit } from './finance/tenure';
export type { InvestmentResult } from './finance/investment';

export { CURRENCY_NAMES, CURRENCY_CODES, isCurrencyCode, currencyLabel, type CurrencyCode } from './data/currencies';

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
export {
  calculateTax,
  compareRegimes,
  TAX_REGIMES,
  TAX_AMOUNT_DOMAIN,
  TAXPAYER_AGES,
  type TaxRegime,
  type TaxpayerAge,
  type TaxInput,
  type TaxSlab,
  type TaxLines,
  type TaxResult,
  type RegimeComparison,
} from './finance/tax';
export {
  validateTaxInput,
  readDeductionText,
  TAX_AGE_MESSAGE,
  TAX_SALARY_MESSAGE,
  TAX_DEDUCTION_MESSAGE,
  type TaxFields,
} from './validation/tax';
export { oldRegimeBreakEvenDeduction, type BreakEvenInput } from './finance/tax-break-even';
export {
  itemiseDeductions,
  oldRegimeDeductionCap,
  isSeniorCitizen,
  DEDUCTION_AMOUNT_DOMAIN,
  type DeductionClaims,
  type OldRegimeDeductionClaims,
  type OldRegimeDeductionAmounts,
  type NewRegimeDeductionClaims,
  type NewRegimeDeductionAmounts,
  type DeductionAmountField,
  type ItemisedDeductions,
} from './finance/tax-deductions';
export {
  STANDARD_DEDUCTION,
  OLD_REGIME_DEDUCTION_CAPS,
  EMPLOYER_NPS_SALARY_SHARE_PERCENT,
  type DeductionCap,
} from './data/tax-deductions';
export {
  validateOldRegimeDeductions,
  validateNewRegimeDeductions,
  type OldRegimeDeductionFields,
  type NewRegimeDeductionFields,
} from './validation/tax-deductions';
export { calculateHra, HRA_CITIES, type HraCity, type HraInput, type HraResult } from './finance/hra';
export { validateHraInput, HRA_MESSAGES, type HraFields } from './validation/hra';
export { calculateSalary, type EmployerPf, type SalaryInput, type SalaryResult } from './finance/salary';
export { validateSalaryInput, SALARY_MESSAGES, type SalaryFields } from './validation/salary';
export {
  calculateGratuity,
  GRATUITY_TAX_FREE_LIMIT,
  type GratuityInput,
  type GratuityResult,
} from './finance/gratuity';
export { validateGratuityInput, GRATUITY_MESSAGES, type GratuityFields } from './validation/gratuity';
export {
  calculateCapitalGains,
  financialYear,
  type CapitalGainsInput,
  type CapitalGainsResult,
  type HoldingPeriod,
} from './finance/capital-gains';
export { COST_INFLATION_INDEX, type CapitalAsset } from './data/capital-gains';
export { validateCapitalGainsInput, CAPITAL_GAINS_MESSAGES, type CapitalGainsFields } from './validation/capital-gains';
export { calculateGst, GST_MODES, type GstMode, type GstInput, type GstResult } from './finance/gst';
export { GST_RATES, DEFAULT_GST_RATE, type GstRate } from './data/gst-rates';
export { validateGstInput, GST_MESSAGES, type GstFields } from './validation/gst';
export {
  calculateEmi,
  monthlyInstalment,
  loanMonths,
  monthlyRate,
  annuityFactor,
  type LoanInput,
  type EmiResult,
} from './finance/emi';
export { buildSchedule, buildLoanSchedule, type ScheduleRow, type LoanSchedule } from './finance/loan-schedule';
export { calculateFd, type FdInput } from './finance/fd';
export { calculateRd, rdDepositCount, type RdInput } from './finance/rd';
export {
  calculateSip,
  isSipInvestmentType,
  SIP_INVESTMENT_TYPES,
  type SipInput,
  type SipInvestmentType,
} from './finance/sip';
export { calculateTds, NO_TDS_MESSAGE, type TdsInput, type TdsResult } from './finance/tds';
export {
  TDS_SECTIONS,
  TDS_SECTION_IDS,
  findTdsSection,
  isTdsSectionId,
  type TdsSection,
  type TdsSectionId,
  type TdsChoice,
  type TdsChoiceField,
  type TdsOption,
  type TdsBasis,
  type TdsPayer,
  type TdsPayeeType,
  type TdsAssetType,
  type TdsFeeType,
} from './data/tds-sections';
export { calculateAge, compareDates, type AgeResult } from './finance/age';
export { findWeekday, WEEKDAYS, type Weekday } from './finance/weekday';
export {
  validateLoanInput,
  LOAN_AMOUNT_MESSAGE,
  LOAN_RATE_MESSAGE,
  LOAN_TENURE_MESSAGE,
  LOAN_MAX_RATE,
  LOAN_MIN_TENURE,
  LOAN_MAX_TENURE,
  type LoanFields,
} from './validation/loan';
export {
  validateFdInput,
  FD_INVESTMENT_MESSAGE,
  FD_RATE_MESSAGE,
  FD_PERIOD_MESSAGES,
  FD_MIN_INVESTMENT,
  FD_MAX_RATE,
  FD_MAX_PERIOD,
  type FdFields,
} from './validation/fd';
export {
  validateRdInput,
  RD_INVESTMENT_MESSAGE,
  RD_RATE_MESSAGE,
  RD_PERIOD_MESSAGE,
  RD_MIN_INVESTMENT,
  RD_MAX_RATE,
  RD_MAX_PERIOD,
  type RdFields,
} from './validation/rd';
export {
  validateSipInput,
  SIP_MONTHLY_MESSAGE,
  SIP_LUMPSUM_MESSAGE,
  SIP_RATE_MESSAGE,
  SIP_PERIOD_MESSAGE,
  SIP_INVESTMENT_TYPE_MESSAGE,
  SIP_MIN_MONTHLY,
  SIP_MIN_LUMPSUM,
  SIP_MAX_RATE,
  SIP_MIN_YEARS,
  SIP_MAX_YEARS,
  type SipFields,
  type SipField,
} from './validation/sip';
export {
  validateTdsInput,
  TDS_AMOUNT_MESSAGE,
  TDS_SECTION_MESSAGE,
  TDS_PAN_MESSAGE,
  TDS_OPTION_MESSAGE,
  TDS_YEAR_TOTAL_MESSAGE,
  TDS_PAN_ANSWERS,
  type TdsFields,
  type TdsField,
} from './validation/tds';
export {
  validateAgeInput,
  DOB_REQUIRED_MESSAGE,
  DOB_AFTER_CURRENT_MESSAGE,
  CURRENT_DATE_REQUIRED_MESSAGE,
  AGE_DATE_RANGE_MESSAGE,
  AGE_MIN_DATE,
  AGE_MAX_DATE,
  type AgeFields,
  type AgeInput,
} from './validation/age';
export {
  validateFindDayInput,
  FIND_DAY_MESSAGE,
  FIND_DAY_MIN_DATE,
  FIND_DAY_MAX_DATE,
  type FindDayFields,
  type FindDayInput,
} from './validation/find-day';
export {
  conversionRate,
  convertAmount,
  convertCurrency,
  conversionLine,
  formatRate,
  currencyOptions,
  rateRows,
  ratesSourceLabel,
  ratesNote,
  CURRENCY_DEFAULTS,
  RATES_FETCH_FAILED_MESSAGE,
  type RateLookup,
  type Conversion,
  type RateRow,
} from './finance/currency';
export {
  validateCurrencyInput,
  CURRENCY_AMOUNT_MESSAGE,
  type CurrencyFields,
  type CurrencyAmountInput,
} from './validation/currency';
export { gatewayUrl, setGatewayBase } from './platform/gateway-url';
export {
  RATES_PATH,
  RATES_SOURCES,
  isRatesSource,
  readRateTable,
  type RatesSource,
  type RateTable,
  type RatesAnswer,
} from './api/rates';
export {
  MEDIA_PATHS,
  MEDIA_QUERY_MAX_LENGTH,
  MIN_MEDIA_COUNT,
  MAX_MEDIA_COUNT,
  DEFAULT_MEDIA_COUNT,
  MEDIA_BUSY_MESSAGE,
  MEDIA_NOT_CONFIGURED_MESSAGES,
  PHOTO_SIZES,
  clampMediaCount,
  webUrl,
  type MediaKind,
  type PhotoSize,
  type Photo,
  type VideoFile,
  type Video,
  type ImageSearchAnswer,
  type VideoSearchAnswer,
} from './api/media';
export {
  CHAT_PATH,
  CHAT_STREAM_TYPE,
  CHAT_ROLES,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_TEXT_BYTES,
  CHAT_MAX_BODY_BYTES,
  isChatRole,
  formatChatStreamLine,
  readChatStreamLine,
  utf8Length,
  type ChatRole,
  type ChatMessage,
  type ChatRequest,
  type ChatStreamLine,
} from './api/chat';
