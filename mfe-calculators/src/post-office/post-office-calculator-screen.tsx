import { useMemo } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr, formatNumberIn, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import type { ResultItem } from '@fintools/shared/ui/result-list';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { calculatePostOffice, POST_OFFICE_MAX_RATE, SCHEMES, type PostOfficeInput, type Scheme } from './post-office';
import { validatePostOfficeInput } from './post-office-input';
import { LATEST_RATES } from './post-office-rates';
import { AmountField, ChoiceField, SelectField, type BoundForm } from '../parts/form-fields';
import { SavingsOutcome } from '../parts/savings-outcome';

const SCHEME_OPTIONS = [
  { value: 'scss', label: 'Senior Citizens Savings Scheme (SCSS)' },
  { value: 'pomis', label: 'Monthly Income Scheme (POMIS)' },
  { value: 'nsc', label: 'National Savings Certificate (NSC)' },
  { value: 'kvp', label: 'Kisan Vikas Patra (KVP)' },
] as const;
const ACCOUNT_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Joint' },
] as const;

const isScheme = (text: string): text is Scheme => (SCHEMES as readonly string[]).includes(text);

/** "115 months (9 years 7 months)". */
function months(count: number): string {
  const [years, rest] = [Math.floor(count / 12), count % 12];
  const parts = [`${formatNumberIn(years)} years`, ...(rest > 0 ? [`${rest} month${rest === 1 ? '' : 's'}`] : [])];
  return `${formatNumberIn(count)} months (${parts.join(' ')})`;
}

function items(input: PostOfficeInput): ResultItem[] {
  const result = calculatePostOffice(input);
  switch (result.scheme) {
    case 'scss':
      return [
        { label: 'Interest every quarter', value: formatInr(result.quarterlyInterest) },
        { label: 'Interest over 5 years', value: formatInr(result.totalInterest) },
      ];
    case 'pomis':
      return [
        { label: 'Income every month', value: formatInr(result.monthlyIncome) },
        { label: 'Income over 5 years', value: formatInr(result.totalIncome) },
      ];
    case 'nsc':
      return [
        { label: 'Maturity amount', value: formatInr(result.maturityAmount) },
        { label: 'Interest', value: formatInr(result.interest) },
      ];
    case 'kvp':
      return [
        { label: 'Maturity amount', value: formatInr(result.maturityAmount) },
        { label: 'Matures in', value: months(result.months) },
      ];
  }
}

function PostOfficeOutcome({ input }: { input: PostOfficeInput }) {
  const t = useT();
  const shown = useMemo(() => items(input), [input]);
  return (
    <SavingsOutcome
      items={shown}
      announcement={shown.map((item) => `${t(item.label)}: ${String(item.value)}.`).join(' ')}
    />
  );
}

/** Post Office Schemes: SCSS, POMIS, NSC and KVP at the latest notified rates. */
export default function PostOfficeCalculatorScreen() {
  const t = useT();
  const form = useCalculatorForm({
    defaults: { scheme: 'scss', account: 'single', deposit: '15,00,000', rate: String(LATEST_RATES.scss) },
    validate: validatePostOfficeInput,
    compute: (input: PostOfficeInput) => input,
    onInvalid: 'clear-result',
  });
  const scheme = isScheme(form.fields.scheme) ? form.fields.scheme : null;
  // Choosing a scheme fills in its notified rate; the visitor may still type another.
  const schemeForm: BoundForm<'scheme'> = {
    fields: form.fields,
    errors: form.errors,
    setField: (field, text) => {
      form.setField(field, text);
      if (isScheme(text)) form.setField('rate', String(LATEST_RATES[text]));
    },
  };
  return (
    <Screen {...toolIntro('post-office')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <SelectField
          form={schemeForm}
          name="scheme"
          label="Scheme"
          options={SCHEME_OPTIONS}
          placeholder="Choose a scheme"
        />
        {scheme === 'pomis' && (
          <ChoiceField
            form={form}
            name="account"
            label="Account"
            options={ACCOUNT_OPTIONS}
            hint="A single account takes up to ₹9,00,000, a joint one up to ₹15,00,000."
          />
        )}
        <AmountField form={form} name="deposit" label="Deposit" />
        <Field
          label="Rate (% a year)"
          error={form.errors.rate}
          hint={
            scheme === null
              ? t('As notified for {quarter}.', { quarter: LATEST_RATES.quarter })
              : t('{rate} as notified for {quarter}.', {
                  rate: formatPercent(LATEST_RATES[scheme]),
                  quarter: LATEST_RATES.quarter,
                })
          }
        >
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={POST_OFFICE_MAX_RATE}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {form.result && <PostOfficeOutcome input={form.result} />}
    </Screen>
  );
}
