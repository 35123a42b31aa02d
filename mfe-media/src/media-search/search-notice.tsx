import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './media.module.css';

/**
 * A failed search or download, said in a small notice that blocks nothing: the results stay usable
 * beneath it, and the visitor can dismiss it (a new search or a successful one clears it too).
 */
export function SearchNotice({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div role="alert" className={`${uiClasses.alert} ${styles.notice}`}>
      <span className={styles.noticeText}>{message}</span>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
