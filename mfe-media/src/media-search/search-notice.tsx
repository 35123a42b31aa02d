import { OfflineNotice } from '@fintools/shared/ui/offline-notice';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './media.module.css';

/**
 * A failed search or download, said in a small notice that blocks nothing: the results stay usable
 * beneath it, and the visitor can dismiss it (a new search or a successful one clears it too). Offline,
 * "You are offline." says why searching does nothing.
 */
export function SearchNotice({
  message,
  onDismiss,
  online,
}: {
  message: string | null;
  onDismiss: () => void;
  online: boolean;
}) {
  const t = useT();
  return (
    <>
      <OfflineNotice online={online} />
      {message && (
        <div role="alert" className={`${uiClasses.alert} ${styles.notice}`}>
          {/* Our sentences, and the gateway's written for the visitor, in the page's language. */}
          <span className={styles.noticeText}>{t(message)}</span>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('Dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
