/**
 * Every validator takes ANY string — including the hostile ones the fuzz tests name — and answers either a
 * value or the spec's messages; none throws, and an accepted value is always finite.
 */
import { validateAgeInput } from '../dob/age-input';
import { validateFdInput } from '../fd/fd-input';
import { validateFindDayInput } from '../find-day/find-day-input';
import { validateLoanInput } from '../emi/loan-input';
import { validatePercentageInput, validateValueOfPercentageInput } from '../percentage/percentage-input';
import { validateRdInput } from '../rd/rd-input';
import { validateSipInput } from '../sip/sip-input';
import { validateTdsInput } from '../tds/tds-input';
import { describeValidatorsTakeAnyText, type AnyTextValidator } from '../../../shared/test/any-text-validators';

const VALIDATORS: AnyTextValidator[] = [
  ['loan', (t) => validateLoanInput({ loanAmount: t, rate: t, loanTenure: t, unit: t })],
  ['loan (unit fixed)', (t) => validateLoanInput({ loanAmount: t, rate: t, loanTenure: t, unit: 'years' })],
  ['fd', (t) => validateFdInput({ investment: t, rate: t, timePeriod: t, unit: 'months' })],
  ['rd', (t) => validateRdInput({ monthlyInvestment: t, rate: t, timePeriod: t, unit: 'years' })],
  [
    'sip',
    (t) => validateSipInput({ investmentType: 'sip', monthlyInvestment: t, lumpSumAmount: t, rate: t, timePeriod: t }),
  ],
  [
    'sip (any type)',
    (t) => validateSipInput({ investmentType: t, monthlyInvestment: t, lumpSumAmount: t, rate: t, timePeriod: t }),
  ],
  ['tds', (t) => validateTdsInput({ section: '194J', amount: t, pan: 'no', feeType: t, yearTotal: t })],
  ['tds (any section)', (t) => validateTdsInput({ section: t, amount: t, pan: t })],
  ['age', (t) => validateAgeInput({ dob: t, currentDate: t })],
  ['find day', (t) => validateFindDayInput({ date: t })],
  ['percentage', (t) => validatePercentageInput({ part: t, total: t })],
  ['value of percentage', (t) => validateValueOfPercentageInput({ percentage: t, total: t })],
];

describeValidatorsTakeAnyText(VALIDATORS);
