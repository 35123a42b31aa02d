import { use, type ComponentType } from 'react';
import { screenOf } from '../tools/tool-screens';
import { readable, type ReadablePromise } from './readable-promise';
import type { Page } from './routes';

// Only the tool pages' code is in the shell's first script: the other pages are chunks of their own.

/** A module downloaded once, on first use, readable by React's `use` once it has arrived. */
function chunk<T>(load: () => Promise<T>): () => ReadablePromise<T> {
  let loaded: ReadablePromise<T> | undefined;
  return () => {
    if (!loaded) {
      const attempt = readable(load());
      // A failed download (a deploy replaced the file, the network dropped) is tried again next time.
      attempt.catch(() => {
        if (loaded === attempt) loaded = undefined;
      });
      loaded = attempt;
    }
    return loaded;
  };
}

// The dashboard is its own chunk, so tool pages don't download it; the rarely visited pages share one.
const dashboardChunk = chunk(() => import(/* webpackChunkName: "dashboard" */ '../dashboard/dashboard'));
const settingsChunk = chunk(() => import(/* webpackChunkName: "pages" */ '../pages/settings-page'));
const helpChunk = chunk(() => import(/* webpackChunkName: "pages" */ '../pages/help-page'));
const notFoundChunk = chunk(() => import(/* webpackChunkName: "pages" */ '../pages/not-found-page'));

/**
 * Starts downloading what a page needs (its chunk, or a tool's screen from its remote): main.tsx calls
 * it before React's first render and waits a moment for it, so the first render is the page itself.
 */
export function preloadPage(page: Page): Promise<unknown> {
  switch (page.kind) {
    case 'dashboard':
      return dashboardChunk();
    case 'tool':
      return screenOf(page.tool);
    case 'settings':
      return settingsChunk();
    case 'help':
      return helpChunk();
    case 'not-found':
      return notFoundChunk();
  }
}

/** A page whose module may still be downloading: suspends until it has (the App's Suspense shows nothing). */
export function LazyPage({ page }: { page: Exclude<Page, { kind: 'tool' }> }) {
  let Component: ComponentType;
  switch (page.kind) {
    case 'dashboard':
      Component = use(dashboardChunk()).Dashboard;
      break;
    case 'settings':
      Component = use(settingsChunk()).SettingsPage;
      break;
    case 'help':
      Component = use(helpChunk()).HelpPage;
      break;
    case 'not-found':
      Component = use(notFoundChunk()).NotFoundPage;
      break;
  }
  return <Component />;
}
