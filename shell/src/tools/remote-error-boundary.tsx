import type { ReactNode } from 'react';
import { ErrorBoundary } from '@fintools/shared/ui/error-boundary';
import styles from './tools.module.css';
import { useT } from '@fintools/shared/ui/language';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Whatever goes wrong inside one tool — its remote is down, its code throws — costs only that tool:
 * the sidebar, the dashboard and every other tool keep working.
 */
export function RemoteErrorBoundary({ onRetry, children }: Props) {
  const t = useT();
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className={styles.unavailable} role="alert">
          <h1 className={styles.unavailableTitle}>{t('This tool is temporarily unavailable')}</h1>
          <p>{t('Please try again in a moment. Everything else on FinTools still works.')}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              retry();
              onRetry();
            }}
          >
            {t('Retry')}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
