import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../navigation/use-document-title';
import styles from './pages.module.css';
import { useT } from '@fintools/shared/ui/language';
import { usePageHref } from '../language/use-page-href';

export function NotFoundPage() {
  const t = useT();
  const href = usePageHref();
  useDocumentTitle(t('Page not found'));
  return (
    <div className={styles.page}>
      <h1>{t('Page not found')}</h1>
      <p>{t('There is no FinTools page at this address.')}</p>
      <p>
        <Link to={href('/')}>{t('Back to the dashboard')}</Link>
      </p>
    </div>
  );
}
