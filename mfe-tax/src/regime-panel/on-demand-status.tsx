import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './regime-panel.module.css';

export interface OnDemandStatusProps {
  id: string;
  /** What is downloading: each has its own sentences, so a language words them whole. */
  what: 'breakdown' | 'deductions form';
  failed: boolean;
  onRetry: () => void;
}

const SENTENCES: Readonly<Record<OnDemandStatusProps['what'], { failed: string; loading: string }>> = {
  breakdown: { failed: 'The breakdown could not load.', loading: 'Loading the breakdown…' },
  'deductions form': { failed: 'The deductions form could not load.', loading: 'Loading the deductions form…' },
};

/**
 * Where a part that downloads on demand will appear: "Loading…", or what went wrong and Try again. It
 * spans the form grid when it sits in one, as the itemise form it stands for does.
 */
export function OnDemandStatus({ id, what, failed, onRetry }: OnDemandStatusProps) {
  const t = useT();
  const sentences = SENTENCES[what];
  return (
    <div id={id} role="status" className={styles.onDemandStatus}>
      {failed ? (
        <>
          {t(sentences.failed)}{' '}
          <button type="button" className={uiClasses.secondaryButton} onClick={onRetry}>
            {t('Try again')}
          </button>
        </>
      ) : (
        t(sentences.loading)
      )}
    </div>
  );
}
