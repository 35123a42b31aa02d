import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { findTdsSection, isTdsSectionId, TDS_SECTIONS, tdsOptionOrDefault } from './tds-sections';
import { DEFAULT_TAX_YEAR, TAX_YEAR_OPTIONS, taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { calculateTds } from './tds';
import { formatInr } from '@fintools/shared/format/indian-number';
import { validateTdsInput } from './tds-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { Select } from '@fintools/shared/ui/select';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { defaultChoices, resultExplanation, sectionOption, thresholdHintMessage } from './tds-form-text';
import { useT } from '@fintools/shared/ui/language';

const PAN_OPTIONS: readonly ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The TDS form: raw field text for the tax year, the PAN answer, the section, every section's sub-choice
 * (only the chosen section's is shown and read), the amount and 194C's optional year total. The year goes
 * into the link like every field; a link without one (made before the year control) means the default year.
 */
function useTdsCalculator() {
  const t = useT();
  const form = useCalculatorForm({
    defaults: {
      year: DEFAULT_TAX_YEAR,
      pan: 'yes',
      section: TDS_SECTIONS[0]?.id ?? '',
      ...defaultChoices(),
      amount: '',
      yearTotal: '',
    },
    validate: validateTdsInput,
    // The reason is worked out in the page's language.
    compute: (input: Parameters<typeof calculateTds>[0]) => calculateTds(input, t),
    // docs/product.md §4: each calculation clears the previous result and error.
    onInvalid: 'clear-result',
  });
  const section = isTdsSectionId(form.fields.section) ? findTdsSection(form.fields.section) : null;
  const option = section?.choice ? tdsOptionOrDefault(section, form.fields[section.choice.field]) : undefined;
  return { form, section, option, year: taxYearOrDefault(form.fields.year) };
}

export default function TdsCalculatorScreen() {
  const t = useT();
  const { form, section, option, year } = useTdsCalculator();
  const { result } = form;
  const choice = section?.choice;
  return (
    <Screen {...toolIntro('tds')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
        <Field label="Tax year" hint="Section numbers follow the year's Act">
          {(control) => (
            <Select
              control={control}
              options={TAX_YEAR_OPTIONS}
              value={year}
              onChange={(value) => form.setField('year', value)}
            />
          )}
        </Field>
        <ChoiceGroup
          legend="PAN available"
          options={PAN_OPTIONS}
          value={form.fields.pan}
          onChange={(value) => form.setField('pan', value)}
          error={form.errors.pan}
        />
        <Field label="Section" error={form.errors.section} {...(section ? thresholdHintMessage(section, option) : {})}>
          {(control) => (
            <Select
              control={control}
              options={TDS_SECTIONS.map((entry) => sectionOption(entry, year))}
              value={form.fields.section}
              onChange={(value) => form.setField('section', value)}
            />
          )}
        </Field>
        {choice && (
          <Field key={choice.field} label={choice.label} error={form.errors[choice.field]}>
            {(control) => (
              <Select
                control={control}
                options={choice.options}
                value={form.fields[choice.field]}
                onChange={(value) => form.setField(choice.field, value)}
              />
            )}
          </Field>
        )}
        <Field label="Amount (₹)" error={form.errors.amount} hint={section?.amountHint}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              value={form.fields.amount}
              onValueChange={(text) => form.setField('amount', text)}
            />
          )}
        </Field>
        {section?.basis === 'contract' && (
          <Field
            label="Total paid this year (₹)"
            error={form.errors.yearTotal}
            hint="Optional: everything paid or credited to this contractor this year, this payment included."
          >
            {(control) => (
              <NumericInput
                {...control}
                decimals={2}
                value={form.fields.yearTotal}
                onValueChange={(text) => form.setField('yearTotal', text)}
              />
            )}
          </Field>
        )}
      </CalculatorFormCard>
      {result && (
        <section className={uiClasses.card} aria-label={t('Result')}>
          <ResultList
            items={[
              {
                label: 'TDS Amount',
                value: result.applicable ? formatInr(result.tds, { decimals: 2 }) : t(result.message),
              },
            ]}
            announcement={
              result.applicable
                ? `${t('TDS Amount')}: ${formatInr(result.tds, { decimals: 2 })}. ${resultExplanation(result, t)}`
                : `${t(result.message)}. ${resultExplanation(result, t)}`
            }
          />
          <p className={uiClasses.note}>{resultExplanation(result, t)}</p>
        </section>
      )}
    </Screen>
  );
}
