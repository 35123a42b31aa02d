import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../navigation/use-document-title';
import styles from './pages.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no FinTools page at this address.</p>
      <p>
        <Link to="/">Back to the dashboard</Link>
      </p>
    </div>
  );
}
