import { MAX_PREPAYMENTS } from '@fintools/shared/finance/prepayments';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { useT } from '@fintools/shared/ui/language';
import { LOAN_MAX_TENURE } from '../emi/loan-input';
import {
  PREPAYMENT_MONTH_MESSAGE,
  prepaymentMonthValues,
  readPrepaymentRows,
  writePrepaymentRows,
  type PrepaymentFields as PrepaymentRow,
} from './loan-prepayments-input';
import { SelectField } from '../parts/form-fields';
import { RowList } from '../parts/row-list';
import type { LoanCalculatorForm } from './use-loan-calculator';
import styles from './prepayment-fields.module.css';

const MODE_OPTIONS = [
  { value: 'reduce-tenure', label: 'Reduce tenure' },
  { value: 'reduce-emi', label: 'Reduce EMI' },
] as const;

const EMPTY_ROW: PrepaymentRow = { amount: '', month: '', repeatYearly: false };

/** A month's message as its Field shows it: one the validator filled in is passed as written, with its values. */
function monthError(error: string | undefined): { error?: string; errorValues?: { months: string } } {
  const values = prepaymentMonthValues(error);
  return values ? { error: PREPAYMENT_MONTH_MESSAGE, errorValues: values } : { error };
}

/**
 * The Loan form's Prepayments: a row per prepayment (amount, month, repeat every year, Remove), Add
 * prepayment, and what a prepayment reduces. The rows live in the form's `prepayments` text, so they
 * travel in the link like every other field.
 */
export function PrepaymentFields({ form }: { form: LoanCalculatorForm }) {
  const t = useT();
  return (
    <RowList
      form={form}
      field="prepayments"
      rows={readPrepaymentRows(form.fields.prepayments)}
      writeRows={writePrepaymentRows}
      emptyRow={EMPTY_ROW}
      maxRows={MAX_PREPAYMENTS}
      heading="Prepayments"
      rowLegend="Prepayment {number}"
      addLabel="Add prepayment"
      className={styles.prepayments}
      renderRow={(row, index, change) => (
        <>
          <Field label="Prepayment amount" error={form.errors[`prepayments.${index}.amount`]}>
            {(control) => (
              <AmountInput {...control} value={row.amount} onValueChange={(amount) => change({ amount })} />
            )}
          </Field>
          <Field label="In month" {...monthError(form.errors[`prepayments.${index}.month`])}>
            {(control) => (
              <NumericInput
                {...control}
                decimals={0}
                max={LOAN_MAX_TENURE * 12}
                value={row.month}
                onValueChange={(month) => change({ month })}
              />
            )}
          </Field>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={row.repeatYearly}
              onChange={(event) => change({ repeatYearly: event.currentTarget.checked })}
            />
            {t('Repeat every year')}
          </label>
        </>
      )}
      footer={
        <SelectField
          form={form}
          name="afterPrepayment"
          label="After a prepayment"
          options={MODE_OPTIONS}
          placeholder="Choose one"
        />
      }
    />
  );
}
