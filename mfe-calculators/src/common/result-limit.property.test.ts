/**
 * No figure a double cannot print exactly: for any input the validators accept, every figure the rule
 * returns is within `MAX_RESULT` (₹90 crore crore, below 2^53). Amounts are drawn
 * across every order of magnitude up to `MAX_AMOUNT`, rates up to 100%, periods up to each form's longest.
 */
import fc from 'fast-check';
import { calculateEmi } from '@fintools/shared/finance/emi';
import { calculateEpf } from '../epf/epf';
import { calculateFd } from '../fd/fd';
import { calculateGoal } from '../goal/goal';
import { validateGoalInput } from '../goal/goal-input';
import { MAX_PAISE_RESULT, MAX_RESULT } from '@fintools/shared/finance/limits';
import { calculateNps } from '../nps/nps';
import { calculatePpf } from '../ppf/ppf';
import { calculateRd } from '../rd/rd';
import { buildSipYears, calculateSip } from '../sip/sip';
import { calculateSwp } from '../swp/swp';
import { validateEpfInput } from '../epf/epf-input';
import { validateFdInput } from '../fd/fd-input';
import { validateLoanInput } from '../emi/loan-input';
import { validateNpsInput } from '../nps/nps-input';
import { validatePpfInput } from '../ppf/ppf-input';
import { validateRdInput } from '../rd/rd-input';
import type { Result } from '@fintools/shared/validation/result';
import { validateSipInput } from '../sip/sip-input';
import { validateSwpInput } from '../swp/swp-input';

const RUNS = { numRuns: 150 };
/** 1 to 10^15 rupees, every order of magnitude alike. */
const amount = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 15 }))
  .map(([digit, zeros]) => String(Math.min(digit * 10 ** zeros, 1e15)));
const rate = fc.oneof(
  fc.constantFrom('100', '95', '50'),
  fc.integer({ min: 1, max: 10_000 }).map((h) => String(h / 100)),
);

function figuresWithin<Input>(
  validation: Result<Input, unknown>,
  figures: (input: Input) => number[],
  limit: number = MAX_RESULT,
) {
  if (!validation.ok) return;
  for (const figure of figures(validation.value)) {
    expect(Number.isFinite(figure)).toBe(true);
    expect(Math.abs(figure)).toBeLessThanOrEqual(limit);
  }
}

test('PPF, FD, RD, SIP and loans: every figure of an accepted input is within the limit', () => {
  fc.assert(
    fc.property(amount, rate, fc.integer({ min: 0, max: 7 }), (deposit, percent, extensions) => {
      const validation = validatePpfInput({
        yearlyDeposit: deposit,
        rate: percent,
        years: String(15 + 5 * extensions),
      });
      figuresWithin(validation, (input) => {
        const result = calculatePpf(input);
        return [result.maturityValue, result.totalInterest, ...result.years.map((year) => year.balance)];
      });
    }),
    RUNS,
  );
  fc.assert(
    fc.property(
      amount,
      rate,
      fc.integer({ min: 1, max: 100 }),
      fc.constantFrom('sip', 'lumpsum'),
      (money, percent, years, type) => {
        const validation = validateSipInput({
          investmentType: type,
          monthlyInvestment: money,
          lumpSumAmount: money,
          rate: percent,
          timePeriod: String(years),
          stepUp: percent,
        });
        // A SIP shows paise, so its limit is the lower MAX_PAISE_RESULT.
        figuresWithin(
          validation,
          (input) => {
            const result = calculateSip(input);
            const last = buildSipYears(input).at(-1)!;
            return [result.maturityAmount, result.returnEarned, result.totalInvestment, last.monthlyInvestment ?? 0];
          },
          MAX_PAISE_RESULT,
        );
      },
    ),
    RUNS,
  );
  fc.assert(
    fc.property(amount, rate, fc.integer({ min: 1, max: 50 }), (money, percent, years) => {
      const fields = { rate: percent, timePeriod: String(years), unit: 'years' };
      figuresWithin(validateFdInput({ ...fields, investment: money }), (input) => Object.values(calculateFd(input)));
      figuresWithin(validateRdInput({ ...fields, monthlyInvestment: money }), (input) =>
        Object.values(calculateRd(input)),
      );
      const loan = validateLoanInput({
        loanAmount: money,
        rate: percent,
        loanTenure: String(years * 20),
        unit: 'years',
      });
      figuresWithin(loan, (input) => Object.values(calculateEmi(input)));
    }),
    RUNS,
  );
});

test('Goal: every figure of an accepted goal is within the limit (the future target passed it)', () => {
  fc.assert(
    fc.property(amount, rate, rate, fc.integer({ min: 1, max: 50 }), (target, expected, inflation, years) => {
      const validation = validateGoalInput({ target, years: String(years), expectedReturn: expected, inflation });
      figuresWithin(validation, (input) => Object.values(calculateGoal(input)));
    }),
    RUNS,
  );
});

test('NPS, EPF and SWP: every figure of an accepted input is within the limit', () => {
  fc.assert(
    fc.property(amount, rate, fc.integer({ min: 18, max: 57 }), (money, percent, age) => {
      const nps = validateNpsInput({
        monthlyContribution: money,
        age: String(age),
        expectedReturn: percent,
        annuityShare: '40',
        annuityRate: percent,
      });
      figuresWithin(nps, (input) => {
        const { years, exactCorpus: _corpus, ...figures } = calculateNps(input);
        return [...Object.values(figures), ...years.map((year) => year.balance)];
      });
      const epf = validateEpfInput({
        monthlyBasic: money,
        age: String(age),
        currentBalance: money,
        yearlyIncrease: percent,
        rate: percent,
      });
      figuresWithin(epf, (input) => {
        const { years, exactBalanceAt58: _balance, ...figures } = calculateEpf(input);
        return [...Object.values(figures), ...years.map((year) => year.balance)];
      });
      const swp = validateSwpInput({
        investment: money,
        monthlyWithdrawal: '1',
        expectedReturn: percent,
        years: String(Math.min(age, 50)),
      });
      figuresWithin(swp, (input) => {
        const { totalWithdrawal, finalValue } = calculateSwp(input);
        return [totalWithdrawal, finalValue];
      });
    }),
    { numRuns: 60 },
  );
});
