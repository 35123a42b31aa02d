import type { ReactNode } from 'react';
import { CopyLinkButton } from './copy-link-button';
import { useT } from './language';
import { uiClasses } from './screen';

export interface CalculatorFormCardProps {
  /** The button's words, from the spec ("Calculate", "Calculate Percentage"…). */
  submitLabel: string;
  /** The calculator's Calculate: usually `form.calculate` from useCalculatorForm. */
  onCalculate: () => void;
  /** Show "Copy link" (after a successful Calculate, when the URL holds the inputs). */
  canCopyLink: boolean;
  /** The fields, laid out in the shared form grid. */
  children: ReactNode;
  /** More buttons after the Calculate button and Copy link, such as the tax comparison's "Copy … inputs". */
  actions?: ReactNode;
}

/**
 * The card every calculator's form sits in: the fields, the spec's Calculate button (Enter submits),
 * and Copy link once there is a result. Browser validation is off: messages come from our validators.
 */
export function CalculatorFormCard({
  submitLabel,
  onCalculate,
  canCopyLink,
  children,
  actions,
}: CalculatorFormCardProps) {
  const t = useT();
  return (
    <form
      className={uiClasses.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      <div className={uiClasses.form}>{children}</div>
      <div className={uiClasses.actions}>
        <button type="submit" className={uiClasses.button}>
          {t(submitLabel)}
        </button>
        {canCopyLink && <CopyLinkButton />}
        {actions}
      </div>
    </form>
  );
}
