import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { useT } from '@fintools/shared/ui/language';
import { findWeekday } from './weekday';
import { todayIso } from '@fintools/shared/format/dates';
import { FIND_DAY_MAX_DATE, FIND_DAY_MIN_DATE, validateFindDayInput, type FindDayInput } from './find-day-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import styles from './find-day-calculator.module.css';

/** The Find Day form: one `YYYY-MM-DD` string, prefilled with today. */
function useFindDayCalculator() {
  return useCalculatorForm({
    defaults: { date: todayIso() },
    validate: validateFindDayInput,
    compute: (input: FindDayInput) => findWeekday(input.date),
    // docs/product.md §4: nothing shows until Find Day is pressed; a failed press shows only the message.
    onInvalid: 'clear-result',
  });
}

export default function FindDayCalculatorScreen() {
  const t = useT();
  const form = useFindDayCalculator();
  const weekday = form.result;
  return (
    <Screen {...toolIntro('find-day')}>
      <CalculatorFormCard submitLabel="Find Day" onCalculate={form.calculate} canCopyLink={Boolean(weekday)}>
        <Field label="Date" error={form.errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={FIND_DAY_MIN_DATE}
              max={FIND_DAY_MAX_DATE}
              value={form.fields.date}
              onChange={(event) => form.setField('date', event.currentTarget.value)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {/* The live region is always there, empty until Find Day, so the answer is announced when it appears. */}
      <div role="status" className={weekday ? uiClasses.card : undefined}>
        {weekday && <p className={styles.answer}>{t('Day is: {weekday}', { weekday: t(weekday) })}</p>}
      </div>
    </Screen>
  );
}
