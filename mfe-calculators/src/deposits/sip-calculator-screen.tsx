import { buildSipYears, calculateSip, type SipInput, type SipInvestmentType } from '@fintools/shared/finance/sip';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { SIP_MAX_RATE, SIP_MAX_STEP_UP, SIP_MAX_YEARS, validateSipInput } from '@fintools/shared/validation/sip';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { AmountField, NumberField } from '../parts/form-fields';
import { describePeriod } from '../parts/tenure-unit';
import { InvestmentResults, ZERO_INVESTMENT } from './investment-results';
import { lazyPart } from '../parts/lazy-part';

// The Year by year table shows only after Calculate, so its code (a table and its styles) is a chunk
// of its own that a visit does not wait for; it starts downloading once the visitor is on the form.
const yearTable = lazyPart(
  () => import(/* webpackChunkName: "sip-year-table" */ './sip-year-table').then((module) => module.SipYearTable),
  {
    placeholder: (
      <p className={uiClasses.hint} role="status">
        Loading the year by year table…
      </p>
    ),
    failure: 'The Year by year table could not load.',
  },
);

const INVESTMENT_TYPE_OPTIONS: readonly ChoiceOption<SipInvestmentType>[] = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lump sum' },
];

/**
 * The SIP form: both amounts are held, so switching the investment type back and forth keeps what
 * was typed; only the active one is shown and validated. A good Calculate also builds the Year by
 * year table, whose last value is the maturity amount.
 */
function useSipCalculator() {
  const form = useCalculatorForm({
    defaults: {
      investmentType: 'sip',
      monthlyInvestment: '1,000',
      lumpSumAmount: '1,00,000',
      rate: '12',
      timePeriod: '1',
      stepUp: '0',
    },
    validate: validateSipInput,
    compute: (input: SipInput) => ({ input, ...calculateSip(input), years: buildSipYears(input) }),
    // The spec starts EMI and FD at 0 and is silent on SIP; it is the same kind of screen, so SIP
    // starts at ₹0.00 too and a failed Calculate leaves the last good result showing.
    onInvalid: 'keep-result',
    // Links made before the step-up existed, and those without one, stay as they were.
    linkOnlyIfChanged: ['stepUp'],
  });
  const lumpsum = form.fields.investmentType === 'lumpsum';
  return { form, lumpsum };
}

function describeInvestment(input: SipInput): string {
  const amount = formatInr(input.amount);
  if (input.investmentType === 'lumpsum') return `A lump sum of ${amount}`;
  return input.stepUp ? `${amount} a month, stepped up ${formatPercent(input.stepUp)} a year,` : `${amount} a month`;
}

export default function SipCalculatorScreen() {
  const { form, lumpsum } = useSipCalculator();
  const { result } = form;
  return (
    <Screen title="SIP Calculator">
      <div onFocus={yearTable.preload}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
          <ChoiceGroup
            legend="Investment type"
            options={INVESTMENT_TYPE_OPTIONS}
            value={form.fields.investmentType}
            onChange={(value) => form.setField('investmentType', value)}
            error={form.errors.investmentType}
          />
          {lumpsum ? (
            <AmountField key="lumpSumAmount" form={form} name="lumpSumAmount" label="Lump sum amount" />
          ) : (
            <AmountField key="monthlyInvestment" form={form} name="monthlyInvestment" label="Monthly investment" />
          )}
          <NumberField form={form} name="rate" label="Expected return rate (% p.a.)" decimals={2} max={SIP_MAX_RATE} />
          <NumberField form={form} name="timePeriod" label="Time period (years)" max={SIP_MAX_YEARS} />
          {!lumpsum && (
            <NumberField form={form} name="stepUp" label="Annual step-up (%)" decimals={2} max={SIP_MAX_STEP_UP} />
          )}
        </CalculatorFormCard>
      </div>
      <InvestmentResults
        result={result ?? ZERO_INVESTMENT}
        decimals={2}
        announcement={
          result
            ? `${describeInvestment(result.input)} at ${formatPercent(result.input.rate)} for ${describePeriod(result.input.timePeriod, 'years')} grows to ${formatInr(result.maturityAmount, { decimals: 2 })}, earning ${formatInr(result.returnEarned, { decimals: 2 })}.`
            : ''
        }
      />
      {result && <yearTable.Part years={result.years} />}
    </Screen>
  );
}
