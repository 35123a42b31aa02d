import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './regime-panel.module.css';

export interface OnDemandStatusProps {
  id: string;
  /** What is downloading, in words: "breakdown", "deductions form". */
  what: string;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Where a part that downloads on demand will appear: "Loading…", or what went wrong and Try again. It
 * spans the form grid when it sits in one, as the itemise form it stands for does.
 */
export function OnDemandStatus({ id, what, failed, onRetry }: OnDemandStatusProps) {
  return (
    <div id={id} role="status" className={styles.onDemandStatus}>
      {failed ? (
        <>
          The {what} could not load.{' '}
          <button type="button" className={uiClasses.secondaryButton} onClick={onRetry}>
            Try again
          </button>
        </>
      ) : (
        `Loading the ${what}…`
      )}
    </div>
  );
}
