import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { useT } from '@fintools/shared/ui/language';
import { DEFAULT_GST_RATE, GST_RATES } from './gst-rates';
import { calculateGst, type GstMode } from './gst';
import { formatInr } from '@fintools/shared/format/indian-number';
import { validateGstInput } from './gst-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';

const MODE_OPTIONS: readonly ChoiceOption<GstMode>[] = [
  { value: 'exclusive', label: 'Before GST' },
  { value: 'inclusive', label: 'Including GST' },
];

function useGstCalculator() {
  return useCalculatorForm({
    defaults: { amount: '', rate: String(DEFAULT_GST_RATE), mode: 'exclusive' },
    validate: validateGstInput,
    compute: calculateGst,
    onInvalid: 'clear-result',
  });
}

/** GST Calculator: GST added to an amount or taken out of it, split into CGST and SGST, to the paisa. */
export default function GstCalculatorScreen() {
  const t = useT();
  const form = useGstCalculator();
  const { result } = form;
  const paise = (amount: number | undefined) => formatInr(amount ?? 0, { decimals: 2 });
  return (
    <Screen {...toolIntro('gst')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <Field label="Amount" error={form.errors.amount}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              value={form.fields.amount}
              onValueChange={(text) => form.setField('amount', text)}
            />
          )}
        </Field>
        <Field label="GST rate" error={form.errors.rate}>
          {(control) => (
            <select
              {...control}
              value={form.fields.rate}
              onChange={(event) => form.setField('rate', event.currentTarget.value)}
            >
              {GST_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {`${rate}%`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ChoiceGroup
          legend="Amount is"
          options={MODE_OPTIONS}
          value={form.fields.mode}
          onChange={(mode) => form.setField('mode', mode)}
          error={form.errors.mode}
        />
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList
          items={[
            { label: 'Net amount', value: paise(result?.net) },
            { label: 'GST', value: paise(result?.gst) },
            { label: 'Total amount', value: paise(result?.total) },
            { label: 'CGST', value: paise(result?.cgst) },
            { label: 'SGST', value: paise(result?.sgst) },
          ]}
        />
        <p className={uiClasses.note}>
          {t('CGST and SGST apply to a sale within a State; across States it is all IGST.')}
        </p>
      </section>
    </Screen>
  );
}
