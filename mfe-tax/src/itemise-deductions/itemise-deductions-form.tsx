import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { EMPLOYER_NPS_SALARY_SHARE_PERCENT, STANDARD_DEDUCTION } from '../income-tax/deduction-caps';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import type { TaxpayerAge, TaxRegime } from '../income-tax/tax';
import { isSeniorCitizen, oldRegimeDeductionCap, type DeductionAmountField } from '../income-tax/tax-deductions';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { uiClasses } from '@fintools/shared/ui/screen';
import { HraHelper } from './hra-helper';
import { emptyItemiseFields, type ItemiseFields } from './itemise-fields';
import { itemiseLabels, itemiseSectionHints, itemiseUnconfirmedNote } from './itemise-labels';
import { useItemiseForm, type ItemiseForm } from './use-itemise-form';
import styles from './itemise-deductions.module.css';

export interface ItemiseDeductionsFormProps {
  /** The id the "Itemise deductions" button points at (aria-controls). */
  id: string;
  regime: TaxRegime;
  /** The old regime's Age as chosen on the panel: the caps of 80D (self), 80TTA and 80TTB follow it. */
  age: TaxpayerAge;
  /** The tax year chosen on the panel: the labels name its Act's sections. */
  year: TaxYear;
  /** The fields as last used, so reopening starts from them; null the first time. */
  saved: ItemiseFields | null;
  /** "Use these deductions": the fields and the total after caps, in whole rupees. */
  onUse: (fields: ItemiseFields, total: number) => void;
  onCancel: () => void;
}

/**
 * The "Itemise deductions" form of one regime: each deduction with the law's cap, a note under any field
 * whose amount is above its cap, the total after caps as it is typed, "Use these deductions" and
 * "Cancel". It sits inside the regime's Calculate Tax form (a form cannot hold another), so it is a
 * fieldset whose Enter uses the deductions and whose Escape cancels, as a form of its own would.
 * Downloaded only when a visitor opens it, so the tax screens load no more than before.
 */
export default function ItemiseDeductionsForm({
  id,
  regime,
  age,
  year,
  saved,
  onUse,
  onCancel,
}: ItemiseDeductionsFormProps) {
  const t = useT();
  const itemise = useItemiseForm(saved ?? emptyItemiseFields(regime), age);
  const legendId = useId();

  function applyDeductions() {
    if (itemise.itemised) onUse(itemise.form, itemise.itemised.total);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const target = event.target;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type === 'text') {
      event.preventDefault();
      applyDeductions();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <fieldset id={id} className={styles.itemise} aria-labelledby={legendId} onKeyDown={handleKeyDown}>
      <legend id={legendId} className={styles.legend}>
        {t('Deductions, item by item')}
      </legend>
      <div className={uiClasses.form}>
        {itemise.form.regime === 'old' ? (
          <OldRegimeItems itemise={itemise} year={year} />
        ) : (
          <NewRegimeItems itemise={itemise} year={year} />
        )}
      </div>
      <p className={styles.total}>
        {t('Total after caps:')} <strong>{itemise.itemised ? formatInr(itemise.itemised.total) : '—'}</strong>
      </p>
      <div className={uiClasses.actions}>
        <button type="button" className={uiClasses.button} onClick={applyDeductions}>
          {t('Use these deductions')}
        </button>
        <button type="button" className={uiClasses.secondaryButton} onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </fieldset>
  );
}

function OldRegimeItems({ itemise, year }: { itemise: ItemiseForm; year: TaxYear }) {
  const t = useT();
  if (itemise.form.regime !== 'old') return null;
  const fields = itemise.form.fields;
  const labels = itemiseLabels(year, t);
  const hints = itemiseSectionHints(year, t);
  const unconfirmed = itemiseUnconfirmedNote(year);
  const senior = isSeniorCitizen(fields.age);
  // Each hint is one message with its cap as a value: "…: up to {cap}".
  const upTo = (field: Exclude<DeductionAmountField, 'other' | 'employerNps'>) => ({
    cap: formatInr(oldRegimeDeductionCap(field, fields) ?? 0),
  });
  return (
    <>
      <Tick
        label="Salaried (standard deduction)"
        hint={t('{amount} off salary income', { amount: formatInr(STANDARD_DEDUCTION.old) })}
        checked={fields.salaried}
        onChange={(checked) => itemise.setField('salaried', checked)}
      />
      <AmountItem
        itemise={itemise}
        field="section80C"
        label={labels.section80C}
        hint={t('PPF, EPF, ELSS, life insurance, home loan principal…: up to {cap}', upTo('section80C'))}
      />
      <AmountItem
        itemise={itemise}
        field="section80DSelf"
        label={labels.section80DSelf}
        hint={t('Health insurance for you, your spouse and children: up to {cap}', upTo('section80DSelf'))}
      />
      <AmountItem
        itemise={itemise}
        field="section80DParents"
        label={labels.section80DParents}
        hint={t('Health insurance for your parents: up to {cap}', upTo('section80DParents'))}
      >
        <Tick
          label="Parents are senior citizens"
          checked={fields.parentsSenior}
          onChange={(checked) => itemise.setField('parentsSenior', checked)}
        />
      </AmountItem>
      <AmountItem
        itemise={itemise}
        field="homeLoanInterest"
        label={labels.homeLoanInterest}
        hint={t('Interest on the loan for the house you live in: up to {cap}', upTo('homeLoanInterest'))}
      />
      <AmountItem
        itemise={itemise}
        field="nps80CCD1B"
        label={labels.nps80CCD1B}
        hint={t('{beyond}: up to {cap}', { beyond: hints.npsBeyond, ...upTo('nps80CCD1B') })}
      />
      {senior ? (
        <AmountItem
          itemise={itemise}
          field="depositInterest80TTB"
          label={labels.depositInterest80TTB}
          hint={t(
            'Interest on savings, fixed and recurring deposits, 60 and above: up to {cap}',
            upTo('depositInterest80TTB'),
          )}
        />
      ) : (
        <AmountItem
          itemise={itemise}
          field="savingsInterest80TTA"
          label={labels.savingsInterest80TTA}
          hint={t('Interest on savings bank accounts, below 60: up to {cap}', upTo('savingsInterest80TTA'))}
        />
      )}
      <AmountItem
        itemise={itemise}
        field="hraExemption"
        label={labels.hraExemption}
        hint="The part of your house rent allowance that is free of tax: counted in full"
      >
        <HraHelper year={year} onUse={(exempt) => itemise.setField('hraExemption', formatNumberIn(exempt))} />
      </AmountItem>
      <AmountItem itemise={itemise} field="other" label={labels.other} hint={hints.otherExamples} />
      {unconfirmed && <p className={uiClasses.note}>{t(unconfirmed)}</p>}
    </>
  );
}

function NewRegimeItems({ itemise, year }: { itemise: ItemiseForm; year: TaxYear }) {
  const t = useT();
  if (itemise.form.regime !== 'new') return null;
  const labels = itemiseLabels(year, t);
  return (
    <>
      <Tick
        label="Salaried (standard deduction)"
        hint={t('{amount} off salary income', { amount: formatInr(STANDARD_DEDUCTION.new) })}
        checked={itemise.form.fields.salaried}
        onChange={(checked) => itemise.setField('salaried', checked)}
      />
      <AmountItem
        itemise={itemise}
        field="employerNps"
        label={labels.employerNps}
        hint={t(
          "Your employer's contribution, counted in full here: the law's cap is {percent}% of basic salary and dearness allowance, which depends on how your salary is structured",
          { percent: EMPLOYER_NPS_SALARY_SHARE_PERCENT.new },
        )}
      />
    </>
  );
}

interface AmountItemProps {
  itemise: ItemiseForm;
  field: DeductionAmountField;
  label: string;
  hint: string;
  /** A tick that belongs to this amount (the 80D senior citizen boxes). */
  children?: ReactNode;
}

/** An amount field with its hint, the validator's message, and "Capped at ₹…" when its cap applied. */
function AmountItem({ itemise, field, label, hint, children }: AmountItemProps) {
  const t = useT();
  const noteId = useId();
  const cap = itemise.itemised?.capsApplied[field];
  const value = (itemise.form.fields as Partial<Record<DeductionAmountField, string>>)[field] ?? '';
  return (
    <div className={styles.item}>
      <Field label={label} hint={hint} error={itemise.errors[field]}>
        {(control) => (
          <AmountInput
            {...control}
            aria-describedby={
              [control['aria-describedby'], cap === undefined ? undefined : noteId].filter(Boolean).join(' ') ||
              undefined
            }
            max={MAX_AMOUNT}
            value={value}
            onValueChange={(text) => itemise.setField(field, text)}
          />
        )}
      </Field>
      {cap !== undefined && (
        <p id={noteId} className={styles.capNote}>
          {t('Capped at {cap}', { cap: formatInr(cap) })}
        </p>
      )}
      {children}
    </div>
  );
}

interface TickProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox inside its label (the label is the 44 px touch target), with an optional hint under it. */
function Tick({ label, hint, checked, onChange }: TickProps) {
  const t = useT();
  const hintId = useId();
  return (
    <div className={styles.item}>
      <label className={styles.tick}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {t(label)}
      </label>
      {hint && (
        <p id={hintId} className={uiClasses.hint}>
          {t(hint)}
        </p>
      )}
    </div>
  );
}
