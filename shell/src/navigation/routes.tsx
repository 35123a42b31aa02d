import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { HELP_PATH, SETTINGS_PATH } from './menu';

/** What a path shows. */
export type Page =
  | { kind: 'dashboard' }
  | { kind: 'tool'; tool: CatalogueTool }
  | { kind: 'settings' }
  | { kind: 'help' }
  | { kind: 'not-found' };

/**
 * The shell's route table, from the live catalogue: the dashboard, one route per tool, settings, help,
 * and the 404 page for anything else. Routes match without regard to case or a trailing slash (React
 * Router's default), as the gateway's deep links do. Each route carries its Page as its `handle`; `show`
 * turns a Page into what the route renders (the browser's pages load their code on demand, the
 * gateway's first paint renders them at once: app.tsx and server/render-page.tsx).
 */
export function shellRoutes(tools: readonly CatalogueTool[], show: (page: Page) => ReactNode): RouteObject[] {
  const route = (path: string, page: Page): RouteObject => ({ path, handle: page, element: show(page) });
  return [
    route('/', { kind: 'dashboard' }),
    route('/dashboard', { kind: 'dashboard' }),
    ...tools.map((tool) => route(tool.path, { kind: 'tool', tool })),
    route(SETTINGS_PATH, { kind: 'settings' }),
    route(HELP_PATH, { kind: 'help' }),
    route('*', { kind: 'not-found' }),
  ];
}

/** The page a path shows, matched by the route table itself. */
export function pageAt(tools: readonly CatalogueTool[], pathname: string): Page {
  const match = matchRoutes(
    shellRoutes(tools, () => null),
    pathname,
  )?.at(-1);
  return (match?.route.handle as Page | undefined) ?? { kind: 'not-found' };
}
