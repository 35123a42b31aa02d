import { Component, type ReactNode } from 'react';
import styles from './tools.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Whatever goes wrong inside one tool — its remote is down, its code throws — costs only that tool:
 * the sidebar, the dashboard and every other tool keep working.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.unavailable} role="alert">
        <h1 className={styles.unavailableTitle}>This tool is temporarily unavailable</h1>
        <p>Please try again in a moment. Everything else on FinTools still works.</p>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}
