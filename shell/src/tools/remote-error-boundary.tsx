import type { ReactNode } from 'react';
import { ErrorBoundary } from '@fintools/shared/ui/error-boundary';
import styles from './tools.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Whatever goes wrong inside one tool — its remote is down, its code throws — costs only that tool:
 * the sidebar, the dashboard and every other tool keep working.
 */
export function RemoteErrorBoundary({ onRetry, children }: Props) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className={styles.unavailable} role="alert">
          <h1 className={styles.unavailableTitle}>This tool is temporarily unavailable</h1>
          <p>Please try again in a moment. Everything else on FinTools still works.</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => {
              retry();
              onRetry();
            }}
          >
            Retry
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
