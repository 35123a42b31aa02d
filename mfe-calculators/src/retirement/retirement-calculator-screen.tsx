import { useMemo } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { useT } from '@fintools/shared/ui/language';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import {
  calculateRetirement,
  corpusByAge,
  RETIREMENT_MAX_AGE,
  RETIREMENT_MAX_RATE,
  type RetirementInput,
} from './retirement';
import { SAVINGS_COVER_MESSAGE, validateRetirementInput } from './retirement-input';
import { preloadRetirementChart, RetirementChartSlot } from './retirement-chart-slot';
import { AmountField, NumberField } from '../parts/form-fields';
import { INFLATION_LABEL } from '../parts/savings-outcome';

function RetirementOutcome({ input }: { input: RetirementInput }) {
  const t = useT();
  const result = useMemo(() => calculateRetirement(input), [input]);
  const points = useMemo(() => corpusByAge(input, result), [input, result]);
  const corpus = formatInr(result.corpusNeeded);
  return (
    <>
      <section className={uiClasses.card} aria-label="Result">
        <ResultList
          items={[
            { label: 'Monthly expenses at retirement', value: formatInr(result.monthlyExpensesAtRetirement) },
            { label: 'Corpus needed at retirement', value: corpus },
            { label: 'Savings today grow to', value: formatInr(result.savingsGrowTo) },
            { label: 'Monthly SIP needed', value: formatInr(result.monthlySip) },
          ]}
          announcement={
            result.savingsCoverCorpus
              ? `${t('Corpus needed at retirement')}: ${corpus}. ${t(SAVINGS_COVER_MESSAGE)}`
              : t('You need {corpus} at {age}: invest {sip} a month.', {
                  corpus,
                  age: input.retirementAge,
                  sip: formatInr(result.monthlySip),
                })
          }
        />
        {result.savingsCoverCorpus && <p>{t(SAVINGS_COVER_MESSAGE)}</p>}
      </section>
      <RetirementChartSlot points={points} retirementAge={input.retirementAge} />
    </>
  );
}

/** The Retirement Planner: the corpus a retirement needs, and the monthly SIP that builds it. */
export default function RetirementCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: {
      currentAge: '30',
      retirementAge: '60',
      lifeExpectancy: '85',
      monthlyExpenses: '50,000',
      inflation: '6',
      returnBefore: '12',
      returnAfter: '7',
      savings: '5,00,000',
    },
    validate: validateRetirementInput,
    compute: (input: RetirementInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('retirement')}>
      <div onFocus={preloadRetirementChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <NumberField form={form} name="currentAge" label="Current age" max={RETIREMENT_MAX_AGE} />
          <NumberField form={form} name="retirementAge" label="Retirement age" max={RETIREMENT_MAX_AGE} />
          <NumberField form={form} name="lifeExpectancy" label="Life expectancy" max={RETIREMENT_MAX_AGE} />
          <AmountField form={form} name="monthlyExpenses" label="Monthly expenses today" />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={RETIREMENT_MAX_RATE} />
          <NumberField
            form={form}
            name="returnBefore"
            label="Return before retirement (% a year)"
            decimals={2}
            max={RETIREMENT_MAX_RATE}
          />
          <NumberField
            form={form}
            name="returnAfter"
            label="Return after retirement (% a year)"
            decimals={2}
            max={RETIREMENT_MAX_RATE}
          />
          <AmountField form={form} name="savings" label="Savings today" />
        </CalculatorFormCard>
      </div>
      {form.result && <RetirementOutcome input={form.result} />}
    </Screen>
  );
}
