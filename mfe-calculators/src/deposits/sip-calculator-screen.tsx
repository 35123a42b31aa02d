import { calculateSip, type SipInput, type SipInvestmentType } from '@fintools/shared/finance/sip';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { SIP_MAX_RATE, SIP_MAX_YEARS, validateSipInput } from '@fintools/shared/validation/sip';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { InvestmentResults, ZERO_INVESTMENT } from './investment-results';
import { describePeriod } from './tenure-unit';

const INVESTMENT_TYPE_OPTIONS: readonly ChoiceOption<SipInvestmentType>[] = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lump sum' },
];

/**
 * The SIP form: both amounts are held, so switching the investment type back and forth keeps what
 * was typed; only the active one is shown and validated.
 */
function useSipCalculator() {
  const form = useCalculatorForm({
    defaults: {
      investmentType: 'sip',
      monthlyInvestment: '1,000',
      lumpSumAmount: '1,00,000',
      rate: '12',
      timePeriod: '1',
    },
    validate: validateSipInput,
    compute: (input: SipInput) => ({ input, ...calculateSip(input) }),
    // The spec starts EMI and FD at 0 and is silent on SIP; it is the same kind of screen, so SIP
    // starts at ₹0.00 too and a failed Calculate leaves the last good result showing.
    onInvalid: 'keep-result',
  });
  const lumpsum = form.fields.investmentType === 'lumpsum';
  return { form, lumpsum };
}

function describeInvestment(input: SipInput): string {
  const amount = formatInr(input.amount);
  return input.investmentType === 'lumpsum' ? `A lump sum of ${amount}` : `${amount} a month`;
}

export default function SipCalculatorScreen() {
  const { form, lumpsum } = useSipCalculator();
  const { result } = form;
  return (
    <Screen title="SIP Calculator">
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
        <ChoiceGroup
          legend="Investment type"
          options={INVESTMENT_TYPE_OPTIONS}
          value={form.fields.investmentType}
          onChange={(value) => form.setField('investmentType', value)}
          error={form.errors.investmentType}
        />
        {lumpsum ? (
          <Field key="lumpSumAmount" label="Lump sum amount" error={form.errors.lumpSumAmount}>
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields.lumpSumAmount}
                onValueChange={(text) => form.setField('lumpSumAmount', text)}
              />
            )}
          </Field>
        ) : (
          <Field key="monthlyInvestment" label="Monthly investment" error={form.errors.monthlyInvestment}>
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields.monthlyInvestment}
                onValueChange={(text) => form.setField('monthlyInvestment', text)}
              />
            )}
          </Field>
        )}
        <Field label="Expected return rate (% p.a.)" error={form.errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={SIP_MAX_RATE}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
        <Field label="Time period (years)" error={form.errors.timePeriod}>
          {(control) => (
            <NumericInput
              {...control}
              max={SIP_MAX_YEARS}
              value={form.fields.timePeriod}
              onValueChange={(text) => form.setField('timePeriod', text)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      <InvestmentResults
        result={result ?? ZERO_INVESTMENT}
        decimals={2}
        announcement={
          result
            ? `${describeInvestment(result.input)} at ${formatPercent(result.input.rate)} for ${describePeriod(result.input.timePeriod, 'years')} grows to ${formatInr(result.maturityAmount, { decimals: 2 })}, earning ${formatInr(result.returnEarned, { decimals: 2 })}.`
            : ''
        }
      />
    </Screen>
  );
}
