import { useMemo } from 'react';
import type { TenureUnit } from '@fintools/shared/finance/tenure';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';
import { countOf } from '../parts/tenure-unit';
import { calculateSwp, SWP_MAX_RATE, SWP_MAX_YEARS, type SwpInput, type SwpResult } from './swp';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateSwpInput } from './swp-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { SavingsOutcome } from '../parts/savings-outcome';

const plural = (count: number, unit: TenureUnit, t: Translate) => countOf(String(count), count === 1, unit, t);

/**
 * How long the money lasted, in years and months, in the page's language: 89 months → "Lasts 7 years 5 months".
 * @example describeLasting(89) // 'Lasts 7 years 5 months'
 */
export function describeLasting(months: number, t: Translate = interpolate): string {
  const [years, rest] = [Math.floor(months / 12), months % 12];
  const parts = [years > 0 ? plural(years, 'years', t) : '', rest > 0 ? plural(rest, 'months', t) : ''].filter(Boolean);
  return t('Lasts {duration}', { duration: parts.join(' ') });
}

function SwpOutcome({ input }: { input: SwpInput }) {
  const result: SwpResult = useMemo(() => calculateSwp(input), [input]);
  const t = useT();
  const lasting = result.lastedMonths === null ? null : describeLasting(result.lastedMonths, t);
  const values = {
    withdrawal: formatInr(input.monthlyWithdrawal),
    investment: formatInr(input.investment),
    rate: formatPercent(input.expectedReturn),
    total: formatInr(result.totalWithdrawal),
  };
  return (
    <SavingsOutcome
      items={[
        ...(lasting ? [{ label: 'Money runs out', value: lasting, tone: 'danger' as const }] : []),
        { label: 'Total Withdrawal', value: formatInr(result.totalWithdrawal) },
        { label: 'Final Value', value: formatInr(result.finalValue) },
      ]}
      announcement={
        lasting
          ? t('{withdrawal} a month from {investment} at {rate}: the money runs out. {lasting}, paying out {total}.', {
              ...values,
              lasting,
            })
          : t('{withdrawal} a month from {investment} at {rate} for {period} pays out {total} and leaves {left}.', {
              ...values,
              period: plural(input.years, 'years', t),
              left: formatInr(result.finalValue),
            })
      }
    />
  );
}

/** The SWP calculator: grow, then withdraw, each month; says when the money runs out first. */
export default function SwpCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { investment: '10,00,000', monthlyWithdrawal: '10,000', expectedReturn: '8', years: '10' },
    validate: validateSwpInput,
    compute: (input: SwpInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('swp')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="investment" label="Total investment" />
        <AmountField form={form} name="monthlyWithdrawal" label="Monthly withdrawal" />
        <NumberField
          form={form}
          name="expectedReturn"
          label="Expected return (% p.a.)"
          decimals={2}
          max={SWP_MAX_RATE}
        />
        <NumberField form={form} name="years" label="Years" max={SWP_MAX_YEARS} />
      </CalculatorFormCard>
      {form.result && <SwpOutcome input={form.result} />}
    </Screen>
  );
}
