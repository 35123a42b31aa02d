import { Suspense, useMemo, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { CatalogueProvider } from './catalogue/catalogue-context';
import { AppLayout } from './layout/app-layout';
import { LazyPage } from './navigation/pages';
import { shellRoutes, type Page } from './navigation/routes';
import { ToolRoute } from './tools/tool-route';

/** A page in the browser: a tool loads its screen from its remote, the other pages their own chunk. */
function showPage(page: Page): ReactNode {
  return page.kind === 'tool' ? <ToolRoute key={page.tool.id} tool={page.tool} /> : <LazyPage page={page} />;
}

/** The shell for the live catalogue: layout, sidebar and the route table built from the catalogue. */
export function App({ tools }: { tools: readonly CatalogueTool[] }) {
  const routes = useMemo(() => shellRoutes(tools, showPage), [tools]);
  const page = useRoutes(routes);
  return (
    <CatalogueProvider tools={tools}>
      <AppLayout>
        {/* Navigations are transitions (BrowserRouter's default): the page on screen stays until the next one's code is here. */}
        <Suspense fallback={null}>{page}</Suspense>
      </AppLayout>
    </CatalogueProvider>
  );
}
