import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './resume-builder.module.css';

/**
 * "Start over", asked twice: the first press asks whether to clear everything, in the page (a browser
 * dialog would block the page and cannot be styled), and only "Clear everything" clears it. Focus lands
 * on "Keep editing", the safe answer, and comes back to "Start over" either way.
 */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus.current) start.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  const close = (clear: boolean) => {
    if (clear) onConfirm();
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <button ref={start} type="button" className={uiClasses.secondaryButton} onClick={() => setAsking(true)}>
        {t('Start over')}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.confirmQuestion}>
        {t('Clear everything you have typed? This cannot be undone.')}
      </p>
      <div className={styles.confirmButtons}>
        <button type="button" className={`${uiClasses.button} ${styles.dangerButton}`} onClick={() => close(true)}>
          {t('Clear everything')}
        </button>
        <button ref={keep} type="button" className={uiClasses.secondaryButton} onClick={() => close(false)}>
          {t('Keep editing')}
        </button>
      </div>
    </div>
  );
}
