import '@fintools/shared/tokens.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { loadCatalogue } from './catalogue/read-catalogue';
import { runChunkBundle } from './navigation/chunk-bundle';
import { preloadPage } from './navigation/pages';
import { settledOrAfter } from './navigation/readable-promise';
import { pageAt } from './navigation/routes';
import { startServiceWorker } from './offline/start-service-worker';
import { applyTheme, readThemeChoice } from './theme/theme';
import { LanguageProvider } from '@fintools/shared/ui/language';
import { pageWords } from './language/page-words';

/**
 * How long React's first render waits for the page's own code (a tool's screen from its remote, the
 * dashboard's chunk). Meanwhile the page the gateway sent (layout, title, skeleton) is on screen; a
 * page that is not here by then renders with its skeleton and fills in when it arrives.
 */
const FIRST_RENDER_WAIT_MS = 3000;

runChunkBundle();
applyTheme(readThemeChoice());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const prerendered = container.hasChildNodes();

// The live catalogue first (in the page as the gateway sent it; else /tools.json): the routes, sidebar
// and dashboard come from it. Then start downloading the page's code, and render once it is here: then
// the first render is the page itself, not a skeleton that React would replace no sooner than ~300 ms
// later (React throttles revealing a Suspense boundary's content). A failure is ToolRoute's to show,
// with Retry. Served without the gateway's first paint (a plain static host), nothing would be on
// screen meanwhile, so React renders at once.
// The page's words first too (in a translated language, Lingui's runtime; the words are in the page), so the
// first render is in the page's language, as the first paint was.
void Promise.all([loadCatalogue(), pageWords()]).then(async ([tools, words]) => {
  const pageCode = preloadPage(pageAt(tools, window.location.pathname));
  await settledOrAfter(pageCode, prerendered ? FIRST_RENDER_WAIT_MS : 0);
  const root = createRoot(container);
  // A transition, so React yields to the browser while it renders the first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <LanguageProvider language={words.language} translate={words.translate}>
          <BrowserRouter>
            <App tools={tools} />
          </BrowserRouter>
        </LanguageProvider>
      </StrictMode>,
    );
  });
});

// After load, in idle time: offline use and the new-version notice (docs/offline.md).
startServiceWorker();
