import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { TaxRegime } from '@fintools/shared/finance/tax';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { ItemiseDeductionsFormProps } from '../itemise-deductions/itemise-deductions-form';
import type { ItemiseFields } from '../itemise-deductions/itemise-fields';
import styles from './regime-panel.module.css';

/**
 * The form downloads on first use (or when the pointer or focus reaches its button), not with the
 * screen: most visitors never open it, and the tax routes have a byte budget (README, Performance).
 */
const loadItemiseForm = () => import('../itemise-deductions/itemise-deductions-form');

export interface DeductionItemiserProps {
  regime: TaxRegime;
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
export function DeductionItemiser({ regime, onUse, children }: DeductionItemiserProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ItemiseFields | null>(null);
  const [Form, setForm] = useState<ComponentType<ItemiseDeductionsFormProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();

  function load() {
    if (Form) return;
    setLoadFailed(false);
    loadItemiseForm().then(
      (module) => setForm(() => module.default),
      () => setLoadFailed(true),
    );
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <div className={styles.deductionCell}>
        {children}
        <button
          ref={button}
          type="button"
          className={uiClasses.secondaryButton}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            if (open) return close();
            setOpen(true);
            load();
          }}
        >
          Itemise deductions
        </button>
      </div>
      {open &&
        (Form ? (
          <Form
            id={formId}
            regime={regime}
            saved={saved}
            onUse={(fields, total) => {
              setSaved(fields);
              onUse(total);
              close();
            }}
            onCancel={close}
          />
        ) : (
          <div id={formId} role="status" className={styles.itemiseStatus}>
            {loadFailed ? (
              <>
                The deductions form could not load.{' '}
                <button type="button" className={uiClasses.secondaryButton} onClick={load}>
                  Try again
                </button>
              </>
            ) : (
              'Loading the deductions form…'
            )}
          </div>
        ))}
    </>
  );
}
