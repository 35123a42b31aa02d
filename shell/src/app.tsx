import { Suspense } from 'react';
import { AppLayout } from './layout/app-layout';
import { LazyPage, pageAt } from './navigation/pages';
import { useLocation } from './navigation/router';
import { ToolRoute } from './tools/tool-route';

export function App() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return (
    <AppLayout>
      {/* Navigations are transitions (router.tsx): the page on screen stays until the next one's code is here. */}
      <Suspense fallback={null}>
        {page.kind === 'tool' ? (
          <ToolRoute
            key={page.route.tool.id}
            tool={page.route.tool}
            title={page.route.title}
            intro={page.route.intro}
          />
        ) : (
          <LazyPage page={page} />
        )}
      </Suspense>
    </AppLayout>
  );
}
