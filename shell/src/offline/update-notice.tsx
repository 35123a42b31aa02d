import { createRoot } from 'react-dom/client';
import { LanguageProvider, useT } from '@fintools/shared/ui/language';
import { pageWords } from '../language/page-words';
import toolStyles from '../tools/tools.module.css';
import styles from './update-notice.module.css';

/** The notice's words. */
export const UPDATE_MESSAGE = 'A new version is available.';

/** Says that a new build of FinTools is waiting, with Reload (styled as a tool's Retry) to switch to it. */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <div role="status" className={styles.notice}>
      <span>{t(UPDATE_MESSAGE)}</span>
      <button type="button" className={toolStyles.retry} onClick={onReload}>
        {t('Reload')}
      </button>
    </div>
  );
}

let shown = false;

/**
 * Shows the notice over the page, once. A React root of its own: this module downloads only when a new
 * build is found, so the first script of every page does not carry it.
 */
export function showUpdateNotice(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const container = document.createElement('div');
  document.body.append(container);
  // A root of its own, outside the shell's: it takes the page's language itself.
  void pageWords().then(({ language, translate }) =>
    createRoot(container).render(
      <LanguageProvider language={language} translate={translate}>
        <UpdateNotice onReload={onReload} />
      </LanguageProvider>,
    ),
  );
}
