import { useState } from 'react';
import { useT } from './language';
import { uiClasses } from './screen';

/** Copies the page's address, which holds the calculator's inputs after a successful Calculate. */
export function CopyLinkButton() {
  const t = useT();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <>
      <button type="button" className={uiClasses.secondaryButton} onClick={() => void copy()}>
        {t('Copy link')}
      </button>
      <span role="status" className={uiClasses.hint}>
        {status === 'copied'
          ? t('Link copied')
          : status === 'failed'
            ? t('Copy failed: copy the address bar instead')
            : ''}
      </span>
    </>
  );
}
