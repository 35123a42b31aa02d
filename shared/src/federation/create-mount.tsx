import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// By package name, not '../ui/…': a remote's build then takes it from the shared @fintools/shared/ui, the
// copy its screens read the URL setting from. A relative import would bundle a private copy whose context
// the screens never see, and embedded tools would write their inputs into the host page's URL.
import { UrlStateProvider } from '@fintools/shared/ui/shareable-inputs';
import { ErrorBoundary } from '@fintools/shared/ui/error-boundary';
import { LanguageProvider } from '@fintools/shared/ui/language';
import type { Language, Translate } from '../language/languages';

/** A remote's screens by tool id, each loaded only when that tool is mounted. */
export type ScreenLoaders = Readonly<
  Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>>
>;

export interface MountOptions {
  /** Tool id from the catalogue ("emi", "tax-compare"…). */
  tool: string;
  /** Props passed to the screen. */
  props?: Record<string, unknown>;
  /** The language the host shows the tool in, with its words (embed-words.ts); none: English. */
  words?: { language: Language; translate: Translate };
}

/** What `./mount` exposes: render one tool into an element; the returned function unmounts it. */
export type Mount = ((element: Element, options: MountOptions) => () => void) & {
  /** The tool ids this remote can mount. */
  readonly tools: readonly string[];
};

/**
 * Builds a remote's `./mount` for pages that are not the FinTools shell: each tool renders in its own
 * React root, with no router, and never reads or writes its host page's URL.
 * @example
 * export const mount = createMount({ emi: () => import('./emi/emi-calculator-screen') });
 * const unmount = mount(document.querySelector('#emi')!, { tool: 'emi' });
 */
export function createMount(screens: ScreenLoaders): Mount {
  const lazyScreens = new Map<string, ComponentType<Record<string, unknown>>>();
  const mount = (element: Element, { tool, props = {}, words }: MountOptions) => {
    const load = screens[tool];
    if (!load) {
      throw new Error(`Unknown tool "${tool}". This remote has: ${Object.keys(screens).join(', ')}`);
    }
    let Screen = lazyScreens.get(tool);
    if (!Screen) {
      Screen = lazy(load);
      lazyScreens.set(tool, Screen);
    }
    const root = createRoot(element);
    const t = words?.translate ?? ((message: string) => message);
    const screen = (
      <UrlStateProvider enabled={false}>
        <ErrorBoundary
          fallback={() => <p role="alert">{t('This tool is temporarily unavailable. Please reload the page.')}</p>}
        >
          <Suspense fallback={<p aria-busy="true">{t('Loading…')}</p>}>
            <Screen {...props} />
          </Suspense>
        </ErrorBoundary>
      </UrlStateProvider>
    );
    root.render(
      <StrictMode>
        {words ? (
          <LanguageProvider language={words.language} translate={words.translate}>
            {screen}
          </LanguageProvider>
        ) : (
          screen
        )}
      </StrictMode>,
    );
    return () => root.unmount();
  };
  return Object.assign(mount, { tools: Object.keys(screens) });
}
