import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@fintools/shared/ui/error-boundary';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';

export interface LazyPartOptions {
  /** What shows while the code downloads. */
  placeholder: ReactNode;
  /** The sentence shown, with Retry, when the download fails: English, shown in the page's language. */
  failure: string;
}

export interface LazyPart<Props extends object> {
  /** Renders the part: `placeholder` while its code downloads, `failure` and Retry if that fails. */
  Part: ComponentType<Props>;
  /** Starts the download without rendering anything; a failure here is silent (it shows when rendered). */
  preload: () => void;
}

/**
 * A part of a screen whose code is a chunk of its own, downloaded only when the part is first shown
 * or preloaded: what appears only after Calculate need not weigh on a tool's first paint (the route's
 * byte budget counts everything downloaded before the visitor does anything).
 *
 * Once the code is here the part renders straight away, with no placeholder flash. A failed download
 * costs the part alone; Retry asks webpack for the chunk again, since React.lazy remembers a failure.
 * @example
 * const chart = lazyPart(() => import('./loan-chart').then((module) => module.LoanChart), { placeholder, failure });
 * <chart.Part rows={rows} unit={unit} />
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { placeholder, failure }: LazyPartOptions,
): LazyPart<Props> {
  let request: Promise<{ default: ComponentType<Props> }> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const fetchPart = () =>
    (request ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // Forget the failure, so Retry (or the next render) fetches the chunk again.
        request = null;
        throw error;
      },
    ));

  function Part(props: Props) {
    const t = useT();
    const [Lazy, setLazy] = useState(() => lazy(fetchPart));
    const Component = loaded ?? Lazy;
    return (
      <ErrorBoundary
        fallback={(retry) => (
          <div className={uiClasses.alert} role="alert">
            <p>{t(failure)}</p>
            <button
              type="button"
              className={uiClasses.secondaryButton}
              onClick={() => {
                setLazy(() => lazy(fetchPart));
                retry();
              }}
            >
              {t('Retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={placeholder}>
          <Component {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return { Part, preload: () => void fetchPart().catch(() => undefined) };
}
