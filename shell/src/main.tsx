import '@fintools/shared/tokens.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { toolAtPath } from '@fintools/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { startServiceWorker } from './offline/start-service-worker';
import { applyTheme, readThemeChoice } from './theme/theme';

applyTheme(readThemeChoice());

// On a tool's page, start the federation host (and its /remotes.json request) now rather than when React
// has rendered the shell: the tool arrives ~0.3 s sooner. ToolRoute then finds the same loader.
if (toolAtPath(window.location.pathname)) {
  // A failure here is ToolRoute's to show (with Retry); it asks again.
  import(/* webpackChunkName: "federation-host" */ './tools/federation-host')
    .then(({ toolLoader }) => toolLoader())
    .catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});

// After load, in idle time: offline use and the new-version notice (docs/offline.md).
startServiceWorker();
