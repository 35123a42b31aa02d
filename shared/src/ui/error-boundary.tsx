import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * What shows instead of `children` once they have thrown. `retry` renders the children again; a caller
   * whose failure was a download (a lazy chunk) makes a fresh import first, since React.lazy remembers a
   * failed one.
   */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Keeps a failure where it happened: a remote that is down costs its tool, a chart chunk that fails costs the
 * chart, never the page around it. The one error boundary of FinTools; each place gives its own fallback.
 * @example
 * <ErrorBoundary fallback={(retry) => <button onClick={retry}>Retry</button>}>
 *   <LazyChart />
 * </ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = (): void => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
