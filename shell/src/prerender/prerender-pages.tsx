/**
 * The shell's pages as static HTML, made at build time (shell/webpack.config.cjs runs this in Node and
 * writes shell/dist/prerendered-pages.json). The gateway puts a page's HTML into `#root` of the page it
 * serves, so the first paint is the real layout with the page's title (and, for a tool, the outline of
 * its form) instead of a blank page until the scripts have run; React replaces it on its first render.
 * Prerendered content is inert (data-prerendered): nothing in it can be clicked before React is there.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OTHER_PATHS, type PrerenderedPage } from '@fintools/shared/federation/shell-page';
import { Dashboard } from '../dashboard/dashboard';
import { AppLayout } from '../layout/app-layout';
import { HELP_PATH, SETTINGS_PATH } from '../navigation/menu';
import { MemoryRouter } from '../navigation/router';
import { TOOL_ROUTES } from '../navigation/routes';
import { HelpPage } from '../pages/help-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SettingsPage } from '../pages/settings-page';
import { documentTitle } from '../navigation/use-document-title';
import { ToolSkeleton } from '../tools/tool-skeleton';

function page(
  path: string,
  title: string,
  content: ReactNode,
  chunk?: 'dashboard' | 'pages',
): [string, PrerenderedPage] {
  const html = renderToStaticMarkup(
    <MemoryRouter initialPath={path}>
      <AppLayout prerendered>{content}</AppLayout>
    </MemoryRouter>,
  );
  return [path, { title: documentTitle(title), html, ...(chunk ? { chunk } : {}) }];
}

/** Every page of the shell by path (lower case, as the gateway looks it up), and `*` for the rest. */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries([
    page('/', 'FinTools', <Dashboard />, 'dashboard'),
    page('/dashboard', 'FinTools', <Dashboard />, 'dashboard'),
    ...TOOL_ROUTES.map((route) => page(route.path.toLowerCase(), route.title, <ToolSkeleton {...route.intro} />)),
    page(SETTINGS_PATH, 'Settings', <SettingsPage />, 'pages'),
    page(HELP_PATH, 'Help', <HelpPage />, 'pages'),
    page(OTHER_PATHS, 'Page not found', <NotFoundPage />, 'pages'),
  ]);
}
