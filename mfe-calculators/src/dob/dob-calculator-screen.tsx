import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { useT } from '@fintools/shared/ui/language';
import type { Translate } from '@fintools/shared/language/languages';
import { calculateAge } from './age';
import { todayIso } from '@fintools/shared/format/dates';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { AGE_MAX_DATE, AGE_MIN_DATE, validateAgeInput, type AgeInput } from './age-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';

/** Each unit of the age sentence, for one and for more. */
const UNIT_MESSAGES = {
  year: ['{count} year', '{count} years'],
  month: ['{count} month', '{count} months'],
  day: ['{count} day', '{count} days'],
  week: ['{count} week', '{count} weeks'],
  hour: ['{count} hour', '{count} hours'],
  minute: ['{count} minute', '{count} minutes'],
  second: ['{count} second', '{count} seconds'],
} as const;

/** "3 days", "1 hour": a formatted count with its unit, in the page's language. */
function plural(count: number, unit: keyof typeof UNIT_MESSAGES, t: Translate): string {
  const [one, more] = UNIT_MESSAGES[unit];
  return t(count === 1 ? one : more, { count: formatNumberIn(count) });
}

/** The DOB form: two `YYYY-MM-DD` strings, the current date defaulting to today. */
function useDobCalculator() {
  const form = useCalculatorForm({
    defaults: { dob: '', currentDate: todayIso() },
    validate: validateAgeInput,
    compute: (input: AgeInput) => calculateAge(input.dob, input.currentDate),
    // docs/product.md §4: the result appears only after the button is pressed; a failed press shows none.
    onInvalid: 'clear-result',
  });
  // docs/product.md §5: the birth date cannot pass the current date, nor the current date precede the birth date.
  const dobMax = form.fields.currentDate || AGE_MAX_DATE;
  const currentMin = form.fields.dob || AGE_MIN_DATE;
  return { form, dobMax, currentMin };
}

export default function DobCalculatorScreen() {
  const t = useT();
  const { form, dobMax, currentMin } = useDobCalculator();
  const { result } = form;
  return (
    <Screen {...toolIntro('dob')}>
      <CalculatorFormCard submitLabel="Calculate Age" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
        <Field label="Date of birth" error={form.errors.dob}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={AGE_MIN_DATE}
              max={dobMax}
              value={form.fields.dob}
              onChange={(event) => form.setField('dob', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Current date" error={form.errors.currentDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={currentMin}
              max={AGE_MAX_DATE}
              value={form.fields.currentDate}
              onChange={(event) => form.setField('currentDate', event.currentTarget.value)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {result && (
        <section className={uiClasses.card} aria-label={t('Result')}>
          <ResultList
            items={[
              { label: 'Years', value: formatNumberIn(result.years) },
              { label: 'Months', value: formatNumberIn(result.months) },
              { label: 'Days', value: formatNumberIn(result.days) },
              { label: 'Weeks', value: formatNumberIn(result.weeks) },
              { label: 'Hours', value: formatNumberIn(result.hours) },
              { label: 'Minutes', value: formatNumberIn(result.minutes) },
              { label: 'Seconds', value: formatNumberIn(result.seconds) },
            ]}
            announcement={t('Age: {years}, {months} and {days}; {weeks}, {hours}, {minutes} or {seconds} in all.', {
              years: plural(result.years, 'year', t),
              months: plural(result.months, 'month', t),
              days: plural(result.days, 'day', t),
              weeks: plural(result.weeks, 'week', t),
              hours: plural(result.hours, 'hour', t),
              minutes: plural(result.minutes, 'minute', t),
              seconds: plural(result.seconds, 'second', t),
            })}
          />
        </section>
      )}
    </Screen>
  );
}
