import { Link } from 'react-router-dom';
import { useCatalogue } from '../catalogue/catalogue-context';
import { useDocumentTitle } from '../navigation/use-document-title';
import { SHELL_BUILD_LABEL } from './shell-build';
import styles from './pages.module.css';
import { useT } from '@fintools/shared/ui/language';
import { usePageHref } from '../language/use-page-href';

/** Every tool of the live catalogue, in its order: its title, its summary and its `help` line. */
export function HelpPage() {
  const t = useT();
  const href = usePageHref();
  useDocumentTitle(t('Help'));
  const tools = useCatalogue();
  return (
    <div className={styles.page}>
      <h1>{t('Help')}</h1>
      <p>{t('Every tool is free and works without an account. Calculations happen in your browser.')}</p>
      <dl className={styles.help}>
        {tools.map((tool) => (
          <div key={tool.id} className={styles.helpItem}>
            <dt>
              <Link to={href(tool.path)}>{tool.title}</Link>
            </dt>
            <dd>
              {tool.summary}
              {tool.help !== undefined && (
                <>
                  <br />
                  {tool.help}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {/* The build's technical words, the same in every language: said as English. */}
      <p className={styles.note} lang="en-IN">
        {SHELL_BUILD_LABEL}
      </p>
    </div>
  );
}
