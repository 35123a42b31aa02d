import { useId, type ReactNode } from 'react';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { uiClasses } from '@fintools/shared/ui/screen';
import { DeductionItemiser } from './deduction-itemiser';
import { REGIME_HEADINGS, taxAnnouncement, taxResultItems } from './tax-display';
import { TaxBreakdown } from './tax-breakdown';
import type { RegimeTaxForm } from './use-regime-tax';
import styles from './regime-panel.module.css';

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
}

/**
 * One regime: a `<section>` named by its heading, the two fields (Total deduction with its "Itemise
 * deductions" form), Calculate Tax and the four results.
 */
export function RegimePanel({ form, headingVisible, canCopyLink, actions }: RegimePanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingVisible ? styles.heading : uiClasses.srOnly}>
        {REGIME_HEADINGS[form.regime]}
      </h2>
      <CalculatorFormCard
        submitLabel="Calculate Tax"
        onCalculate={form.calculate}
        canCopyLink={canCopyLink}
        actions={actions}
      >
        <Field label="Total salary" error={form.errors.salary} hint="For the year, before deductions">
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.salary}
              onValueChange={(text) => form.setField('salary', text)}
            />
          )}
        </Field>
        <DeductionItemiser regime={form.regime} onUse={(total) => form.setField('deduction', formatNumberIn(total))}>
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
        <ResultList items={taxResultItems(form.result)} announcement={taxAnnouncement(form.regime, form.result)} />
        {form.result && <TaxBreakdown result={form.result} />}
      </div>
    </section>
  );
}
