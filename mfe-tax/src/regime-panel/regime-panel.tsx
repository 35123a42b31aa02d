import { useId, type ReactNode } from 'react';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import type { TaxpayerAge } from '../income-tax/tax';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { uiClasses } from '@fintools/shared/ui/screen';
import { TaxYearField } from '../tax-year/tax-year-field';
import { DeductionItemiser } from './deduction-itemiser';
import { REGIME_HEADINGS, taxAnnouncement, taxResultItems } from './tax-display';
import { TaxBreakdown } from './tax-breakdown';
import type { RegimeTaxForm } from './use-regime-tax';
import styles from './regime-panel.module.css';

/** The old regime's Age (First Schedule, Part III, Paragraph A and its provisos). */
const AGE_OPTIONS: readonly ChoiceOption<TaxpayerAge>[] = [
  { value: 'below-60', label: 'Below 60' },
  { value: '60-to-79', label: '60 to 79' },
  { value: '80-and-above', label: '80 and above' },
];

export interface RegimePanelProps {
  form: RegimeTaxForm;
  /**
   * Whether the regime's heading shows. The comparison shows it; on a single-regime screen the title
   * already names the regime, so the heading stays for assistive technology only.
   */
  headingVisible: boolean;
  /** Show "Copy link" beside Calculate Tax (single-regime screens, once calculated). */
  canCopyLink: boolean;
  /** More buttons beside Calculate Tax: the comparison's "Copy … inputs". */
  actions?: ReactNode;
  /**
   * Show the Tax year control in the form (single-regime screens). The comparison shows one above both
   * panels instead, since both regimes are worked out for the same year.
   */
  yearControl: boolean;
}

/**
 * One regime: a `<section>` named by its heading, the two fields (Total deduction with its "Itemise
 * deductions" form), Calculate Tax and the four results.
 *
 * Its styles (regime-panel.module.css) use the shared tokens only, so the panel follows the theme like
 * every tool. The eager CSS of this remote carries no comments: css-loader ships them to every visitor,
 * and they cost the tax routes 0.4 KB of their byte budget. Their reasons are written here and beside
 * the class names' use.
 */
export function RegimePanel({ form, headingVisible, canCopyLink, actions, yearControl }: RegimePanelProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingVisible ? styles.heading : uiClasses.srOnly}>
        {t(REGIME_HEADINGS[form.regime])}
      </h2>
      <CalculatorFormCard
        submitLabel="Calculate Tax"
        onCalculate={form.calculate}
        canCopyLink={canCopyLink}
        actions={actions}
      >
        {yearControl && <TaxYearField value={form.year} onChange={form.setYear} />}
        <Field label="Total salary" error={form.errors.salary} hint="For the year, before deductions">
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.salary}
              onValueChange={(text) => form.setField('salary', text)}
            />
          )}
        </Field>
        {form.regime === 'old' && (
          <ChoiceGroup
            legend="Age"
            options={AGE_OPTIONS}
            value={form.fields.age}
            onChange={(age) => form.setField('age', age)}
            error={form.errors.age}
            hint="Senior citizens have higher slabs and deduction caps"
          />
        )}
        <DeductionItemiser
          regime={form.regime}
          age={form.age}
          year={form.year}
          onUse={(total) => form.setField('deduction', formatNumberIn(total))}
        >
          <Field
            label="Total deduction"
            error={form.errors.deduction}
            hint="All your deductions, standard deduction included"
          >
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields.deduction}
                onValueChange={(text) => form.setField('deduction', text)}
              />
            )}
          </Field>
        </DeductionItemiser>
      </CalculatorFormCard>
      <div className={uiClasses.card}>
        <ResultList
          items={taxResultItems(form.result, t)}
          announcement={taxAnnouncement(form.regime, form.result, t)}
        />
        {form.result && <TaxBreakdown result={form.result} />}
      </div>
    </section>
  );
}
