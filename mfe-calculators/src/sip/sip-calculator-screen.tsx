import { toolIntro } from '@fintools/shared/federation/tool-intro';
import type { SipInput } from './sip';
import type { SipInvestmentType } from './sip-terms';
import { SIP_MAX_RATE, SIP_MAX_STEP_UP, SIP_MAX_YEARS, validateSipInput } from './sip-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { MAX_INFLATION } from '../common/todays-money';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { INFLATION_LABEL } from '../parts/savings-outcome';
import { CalculatingPlaceholder } from '../parts/chart-placeholder';
import { lazyPart } from '../parts/lazy-part';
import { InvestmentResults, ZERO_INVESTMENT } from '../parts/investment-results';

// The results and the Year by year table, with the SIP rule, are a chunk of their own: before the first
// Calculate the screen shows ₹0.00, so a visit does not wait for them; they start downloading once the
// visitor is on the form.
const outcome = lazyPart(
  () => import(/* webpackChunkName: "sip-outcome" */ './sip-outcome').then((module) => module.SipOutcome),
  {
    placeholder: <CalculatingPlaceholder />,
    failure: 'The results could not load.',
  },
);

const INVESTMENT_TYPE_OPTIONS: readonly ChoiceOption<SipInvestmentType>[] = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lump sum' },
];

/**
 * The SIP form: both amounts are held, so switching the investment type back and forth keeps what
 * was typed; only the active one is shown and validated. The result is the checked input; the figures
 * are worked out where they are shown (`SipOutcome`).
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
      inflation: '',
    },
    validate: withInflation(validateSipInput),
    compute: (checked: WithInflation<SipInput>) => checked,
    // The spec starts EMI and FD at 0 and is silent on SIP; it is the same kind of screen, so SIP
    // starts at ₹0.00 too and a failed Calculate leaves the last good result showing.
    onInvalid: 'keep-result',
    // Links made before the step-up existed, and those without one, stay as they were.
    linkOnlyIfChanged: ['stepUp', 'inflation'],
  });
  const lumpsum = form.fields.investmentType === 'lumpsum';
  return { form, lumpsum };
}

export default function SipCalculatorScreen() {
  const { form, lumpsum } = useSipCalculator();
  const { result } = form;
  return (
    <Screen {...toolIntro('sip')}>
      <div
        onFocus={() => {
          outcome.preload();
          preloadGrowthChart();
        }}
      >
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
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {result ? (
        <outcome.Part {...result} />
      ) : (
        <InvestmentResults result={ZERO_INVESTMENT} decimals={2} announcement="" />
      )}
    </Screen>
  );
}
