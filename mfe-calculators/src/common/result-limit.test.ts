import { MAX_PAISE_RESULT, MAX_RESULT } from '@fintools/shared/finance/limits';
import { validateEpfInput } from '../epf/epf-input';
import { validateFdInput } from '../fd/fd-input';
import { validateLoanInput } from '../emi/loan-input';
import { validateNpsInput } from '../nps/nps-input';
import { validatePpfInput } from '../ppf/ppf-input';
import { validateRdInput } from '../rd/rd-input';
import { PAISE_RESULT_LIMIT_MESSAGE, RESULT_LIMIT_MESSAGE } from './result-limit';
import { validateSipInput } from '../sip/sip-input';
import { validateSsyInput } from '../ssy/ssy-input';
import { validateSwpInput } from '../swp/swp-input';

test('the limit is below 2^53: every whole rupee up to it has a double of its own', () => {
  expect(MAX_RESULT).toBeLessThan(2 ** 53);
  expect(RESULT_LIMIT_MESSAGE).toBe(
    'Enter a smaller amount, rate or period: the result would be above ₹9,00,00,00,00,00,00,000.',
  );
});

test('the paise limit is below 2^46: every paisa up to it has a double that prints as it', () => {
  expect(MAX_PAISE_RESULT).toBeLessThan(2 ** 46);
  expect(PAISE_RESULT_LIMIT_MESSAGE).toBe(
    'Enter a smaller amount, rate or period: the result would be above ₹7,00,00,00,00,00,000.',
  );
});

const sip = { investmentType: 'sip', lumpSumAmount: '', rate: '12', timePeriod: '30' };

test.each([
  // what, validation, the field that gets the message, or null when the plan is accepted
  [
    'PPF ₹17,414 a year at 95% for 45 years',
    () => validatePpfInput({ yearlyDeposit: '17,414', rate: '95', years: '45' }),
    'yearlyDeposit',
  ],
  [
    'PPF ₹1,50,000 a year at 7.1% for 50 years',
    () => validatePpfInput({ yearlyDeposit: '1,50,000', rate: '7.1', years: '50' }),
    null,
  ],
  [
    'SIP ₹10^15 a month',
    () => validateSipInput({ ...sip, monthlyInvestment: '1000000000000000' }),
    'monthlyInvestment',
  ],
  [
    'SIP ₹10 crore a month at 12% for 30 years',
    () => validateSipInput({ ...sip, monthlyInvestment: '10,00,00,000' }),
    null,
  ],
  // ₹10,000 crore a month at 12% for 30 years is about ₹3.5 × 10^14, past the paise limit (7 × 10^13);
  // ₹1,000 crore a month, about ₹3.5 × 10^13, is within it.
  [
    'SIP ₹10,000 crore a month at 12% for 30 years',
    () => validateSipInput({ ...sip, monthlyInvestment: '1,00,00,00,00,000' }),
    'monthlyInvestment',
  ],
  [
    'SIP ₹1,000 crore a month at 12% for 30 years',
    () => validateSipInput({ ...sip, monthlyInvestment: '10,00,00,00,000' }),
    null,
  ],
  [
    'a lump sum of ₹10^15 at 12% for 30 years',
    () =>
      validateSipInput({
        ...sip,
        investmentType: 'lumpsum',
        monthlyInvestment: '',
        lumpSumAmount: '1000000000000000',
        timePeriod: '30',
      }),
    'lumpSumAmount',
  ],
  [
    'SSY at its most, ₹1,50,000 at 100% (₹6.3 lakh crore), is within it',
    () => validateSsyInput({ yearlyDeposit: '1,50,000', girlAge: '1', rate: '100', startYear: '2026' }),
    null,
  ],
  [
    'NPS ₹10^13 a month from 18',
    () =>
      validateNpsInput({
        monthlyContribution: '10000000000000',
        age: '18',
        expectedReturn: '10',
        annuityShare: '40',
        annuityRate: '6',
      }),
    'monthlyContribution',
  ],
  [
    'EPF ₹10^14 basic from 18',
    () =>
      validateEpfInput({
        monthlyBasic: '100000000000000',
        age: '18',
        currentBalance: '0',
        yearlyIncrease: '5',
        rate: '8.25',
      }),
    'monthlyBasic',
  ],
  [
    'FD ₹10^15 at 100% for 50 years',
    () => validateFdInput({ investment: '1000000000000000', rate: '100', timePeriod: '50', unit: 'years' }),
    'investment',
  ],
  [
    'RD ₹10^15 a month for 100 years',
    () => validateRdInput({ monthlyInvestment: '1000000000000000', rate: '5', timePeriod: '100', unit: 'years' }),
    'monthlyInvestment',
  ],
  [
    'SWP ₹10^15 at 100% for 50 years',
    () =>
      validateSwpInput({ investment: '1000000000000000', monthlyWithdrawal: '1', expectedReturn: '100', years: '50' }),
    'investment',
  ],
  [
    'a loan of ₹10^15 at 100% for 1000 years',
    () => validateLoanInput({ loanAmount: '1000000000000000', rate: '100', loanTenure: '1000', unit: 'years' }),
    'loanAmount',
  ],
  [
    'a loan of ₹10^13 at 8.5% for 20 years',
    () => validateLoanInput({ loanAmount: '10000000000000', rate: '8.5', loanTenure: '20', unit: 'years' }),
    null,
  ],
] as const)('%s', (name, validate, field) => {
  const validation = validate();
  // The SIP's figures show paise: its limit is MAX_PAISE_RESULT.
  const message = /^(SIP|a lump sum)/.test(name) ? PAISE_RESULT_LIMIT_MESSAGE : RESULT_LIMIT_MESSAGE;
  if (field === null) expect(validation.ok).toBe(true);
  else expect(validation).toEqual({ ok: false, errors: { [field]: message } });
});
