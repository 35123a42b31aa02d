import { useId } from 'react';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { uiClasses } from '@fintools/shared/ui/screen';
import { Select } from '@fintools/shared/ui/select';
import type { CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { RowList } from '../parts/row-list';
import { MAX_CASH_FLOWS } from './xirr';
import {
  readFlowRows,
  readPastedRows,
  writeFlowRows,
  XIRR_MAX_DATE,
  XIRR_MIN_DATE,
  type FlowRow,
  type FlowType,
  type XirrErrorKey,
  type XirrFields,
  type XirrResult,
} from './xirr-input';
import styles from './xirr-flows.module.css';

const TYPE_OPTIONS = [
  { value: 'investment', label: 'Investment' },
  { value: 'withdrawal', label: 'Withdrawal' },
] as const;
const EMPTY_ROW: FlowRow = { date: '', amount: '', type: 'investment' };

export type XirrForm = CalculatorForm<keyof XirrFields, XirrResult, XirrErrorKey>;

/**
 * The cash flows: a row per flow (Date, Amount, Type, Remove) and Add row. Rows pasted from a spreadsheet into
 * any of them fill the table. The rows live in the form's `flows` text, so they travel in the link.
 */
export function XirrFlows({ form }: { form: XirrForm }) {
  const t = useT();
  const hintId = useId();
  const errorId = useId();
  const tableError = form.errors.flows;
  return (
    <RowList
      form={form}
      field="flows"
      rows={readFlowRows(form.fields.flows)}
      writeRows={writeFlowRows}
      emptyRow={EMPTY_ROW}
      // The current value, below the rows, is one more flow.
      maxRows={MAX_CASH_FLOWS - 1}
      heading="Cash flows"
      rowLegend="Cash flow {number}"
      addLabel="Add row"
      className={styles.flows}
      describedBy={[hintId, tableError ? errorId : ''].filter(Boolean).join(' ')}
      // One value pasted into one field is typing; lines or tabs are rows from a spreadsheet.
      rowsFromPaste={(text) => (/[\t\n]/.test(text) ? (readPastedRows(text) ?? undefined) : undefined)}
      intro={
        <>
          <p id={hintId} className={`${uiClasses.hint} ${styles.hint}`}>
            {t(
              'Paste rows copied from a spreadsheet (a date and an amount on each line) into any row to fill the table.',
            )}
          </p>
          {tableError && (
            <p id={errorId} className={uiClasses.alert} role="alert">
              {t(tableError)}
            </p>
          )}
        </>
      }
      renderRow={(row, index, change) => (
        <>
          <Field label="Date" error={form.errors[`flows.${index}.date`]}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={XIRR_MIN_DATE}
                max={XIRR_MAX_DATE}
                value={row.date}
                onChange={(event) => change({ date: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field label="Amount" error={form.errors[`flows.${index}.amount`]}>
            {(control) => (
              <AmountInput {...control} value={row.amount} onValueChange={(amount) => change({ amount })} />
            )}
          </Field>
          <Field label="Type">
            {(control) => (
              <Select
                control={control}
                options={TYPE_OPTIONS}
                value={row.type}
                onChange={(type: FlowType) => change({ type })}
              />
            )}
          </Field>
        </>
      )}
    />
  );
}
