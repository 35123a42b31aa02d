import { useState, type ComponentType } from 'react';

export interface OnDemand<Props> {
  /** The component once its chunk has arrived; null before. */
  Component: ComponentType<Props> | null;
  /** The last download failed (offline, or the remote went away); `request` tries again. */
  failed: boolean;
  /** Starts the download, if it has not arrived yet. Safe to call again and again. */
  request: () => void;
}

/**
 * A component downloaded when a visitor asks for it (a click, or the pointer or focus reaching the
 * button that shows it) rather than with the screen, for the parts of a tax screen that most visits never
 * open. Unlike React.lazy it needs no error boundary: a failed download is a state the caller shows, with
 * a way to try again (the bundler forgets a chunk that failed, so the next `request` fetches it anew).
 */
export function useOnDemand<Props>(load: () => Promise<{ default: ComponentType<Props> }>): OnDemand<Props> {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    Component,
    failed,
    request() {
      if (Component) return;
      setFailed(false);
      load().then(
        (module) => setComponent(() => module.default),
        () => setFailed(true),
      );
    },
  };
}
