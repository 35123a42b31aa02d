import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { calculateGoal, GOAL_MAX_RATE, GOAL_MAX_YEARS, type GoalInput } from './goal';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateGoalInput } from './goal-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { INFLATION_LABEL, SavingsOutcome } from '../parts/savings-outcome';

function GoalOutcome({ input }: { input: GoalInput }) {
  const t = useT();
  const result = useMemo(() => calculateGoal(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Target in future money', value: formatInr(result.futureTarget) },
        { label: 'Monthly SIP needed', value: formatInr(result.monthlySip) },
        { label: 'Lump sum needed', value: formatInr(result.lumpSum) },
      ]}
      announcement={t('To have {target} in {years} years at {rate}, invest {sip} a month or {lumpSum} now.', {
        target: formatInr(result.futureTarget),
        years: String(input.years),
        rate: formatPercent(input.expectedReturn),
        sip: formatInr(result.monthlySip),
        lumpSum: formatInr(result.lumpSum),
      })}
    />
  );
}

/** The Goal Planner: the target grown by inflation, and the monthly SIP or lump sum that reaches it. */
export default function GoalCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { target: '1,00,00,000', years: '15', expectedReturn: '12', inflation: '6' },
    validate: validateGoalInput,
    compute: (input: GoalInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('goal')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="target" label="Target amount (today's money)" />
        <NumberField form={form} name="years" label="Years" max={GOAL_MAX_YEARS} />
        <NumberField
          form={form}
          name="expectedReturn"
          label="Expected return (% p.a.)"
          decimals={2}
          max={GOAL_MAX_RATE}
        />
        <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={GOAL_MAX_RATE} />
      </CalculatorFormCard>
      {form.result && <GoalOutcome input={form.result} />}
    </Screen>
  );
}
