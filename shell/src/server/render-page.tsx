/**
 * The shell's first paint, rendered by the gateway (shell/webpack.config.cjs builds this file for Node as
 * dist/server/render-page.cjs). The gateway calls `renderPage` with the visitor's live catalogue and puts
 * the page into `#root` of the HTML it serves, so the first paint is the real layout with the page's
 * title (and, for a tool, its heading, summary and the outline of its form) instead of a blank page until
 * the scripts have run; React replaces it on its first render. The markup is inert (data-prerendered):
 * nothing in it can be clicked before React is there. Pure: the gateway caches it per catalogue and path.
 */
import { setupI18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { screenIntro } from '@fintools/shared/catalogue/tool-entry';
import type { RenderedPage, RenderPage } from '@fintools/shared/federation/shell-page';
import { createTranslator, type Catalogue } from '@fintools/shared/federation/translator';
import { interpolate, type Language, type Translate } from '@fintools/shared/language/languages';
import { LanguageProvider } from '@fintools/shared/ui/language';
import { CatalogueProvider } from '../catalogue/catalogue-context';
import { Dashboard } from '../dashboard/dashboard';
import { AppLayout } from '../layout/app-layout';
import { pageAt, shellRoutes, type Page } from '../navigation/routes';
import { documentTitle } from '../navigation/use-document-title';
import { HelpPage } from '../pages/help-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SettingsPage } from '../pages/settings-page';
import { ToolSkeleton } from '../tools/tool-skeleton';

/** A page as the first paint shows it: a tool's skeleton (its screen comes from its remote), the others whole. */
function showPage(page: Page): ReactNode {
  switch (page.kind) {
    case 'dashboard':
      return <Dashboard />;
    case 'tool':
      return <ToolSkeleton {...screenIntro(page.tool)} />;
    case 'settings':
      return <SettingsPage />;
    case 'help':
      return <HelpPage />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

/** The document title of a page (what its component sets once React runs). */
function titleOf(page: Page, t: Translate): string {
  switch (page.kind) {
    case 'dashboard':
      return 'FinTools';
    case 'tool':
      return page.tool.title;
    case 'settings':
      return t('Settings');
    case 'help':
      return t('Help');
    case 'not-found':
      return t('Page not found');
  }
}

function Routes({ tools }: { tools: readonly CatalogueTool[] }) {
  return useRoutes(shellRoutes(tools, showPage));
}

/** A translator over `messages` at once: on the server Lingui's runtime is at hand, for a message that needs it. */
function translatorWith(language: Language, messages: Catalogue): Translate {
  const translate = createTranslator(language, { setupI18n });
  void translate.add(messages);
  return translate;
}

export const renderPage: RenderPage = (tools, pathname, words): RenderedPage => {
  const page = pageAt(tools, pathname);
  const language = words?.language ?? 'en';
  const t = words ? translatorWith(words.language, words.messages) : interpolate;
  const html = renderToStaticMarkup(
    <LanguageProvider language={language} translate={t}>
      <StaticRouter location={pathname}>
        <CatalogueProvider tools={tools}>
          <AppLayout prerendered>
            <Routes tools={tools} />
          </AppLayout>
        </CatalogueProvider>
      </StaticRouter>
    </LanguageProvider>,
  );
  return {
    title: documentTitle(titleOf(page, t), t),
    html,
    ...(page.kind === 'dashboard' ? { chunk: 'dashboard' as const } : {}),
    ...(page.kind === 'settings' || page.kind === 'help' || page.kind === 'not-found'
      ? { chunk: 'pages' as const }
      : {}),
    status: page.kind === 'not-found' ? 404 : 200,
  };
};
