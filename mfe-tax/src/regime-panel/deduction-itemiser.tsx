import { useId, useRef, useState, type ReactNode } from 'react';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import type { TaxpayerAge, TaxRegime } from '../income-tax/tax';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { ItemiseDeductionsFormProps } from '../itemise-deductions/itemise-deductions-form';
import type { ItemiseFields } from '../itemise-deductions/itemise-fields';
import { OnDemandStatus } from './on-demand-status';
import { useOnDemand } from './use-on-demand';
import styles from './regime-panel.module.css';

/** Most visitors never itemise, so the form downloads on first use, not with the screen. */
const loadItemiseForm = () => import('../itemise-deductions/itemise-deductions-form');

export interface DeductionItemiserProps {
  regime: TaxRegime;
  /** The old regime's Age, which the 80D, 80TTA and 80TTB caps follow. */
  age: TaxpayerAge;
  /** The tax year chosen, whose Act's sections the form names. */
  year: TaxYear;
  /** "Use these deductions": the total after caps, for the Total deduction field. */
  onUse: (total: number) => void;
  /** The Total deduction field, which the "Itemise deductions" button sits under. */
  children: ReactNode;
}

/**
 * "Itemise deductions" under Total deduction, and the itemise form it opens across the form's width.
 * Use and Cancel close the form and return focus to the button, right under the field that changed.
 * The fields last used are kept, so reopening starts from them.
 */
export function DeductionItemiser({ regime, age, year, onUse, children }: DeductionItemiserProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ItemiseFields | null>(null);
  const form = useOnDemand<ItemiseDeductionsFormProps>(loadItemiseForm);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      {/* The field keeps the cell's width; the button under it stays as wide as its words. */}
      <div className={styles.deductionCell}>
        {children}
        <button
          ref={button}
          type="button"
          className={uiClasses.secondaryButton}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onPointerEnter={form.request}
          onFocus={form.request}
          onClick={() => {
            if (open) return close();
            setOpen(true);
            form.request();
          }}
        >
          {t('Itemise deductions')}
        </button>
      </div>
      {open &&
        (form.Component ? (
          <form.Component
            id={formId}
            regime={regime}
            age={age}
            year={year}
            saved={saved}
            onUse={(fields, total) => {
              setSaved(fields);
              onUse(total);
              close();
            }}
            onCancel={close}
          />
        ) : (
          <OnDemandStatus id={formId} what="deductions form" failed={form.failed} onRetry={form.request} />
        ))}
    </>
  );
}
