/**
 * The monolith baseline's entry: the shell's own App (layout, sidebar, dashboard, react-router-dom routes from
 * the catalogue in the page) with the measured tool screens imported directly (tool-route.tsx), no federation
 * and no runtime, one webpack build. Built by ../monolith-bench.ts only.
 */
import '@fintools/shared/tokens.css';
import '../../../shell/src/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../../shell/src/app';
import { loadCatalogue } from '../../../shell/src/catalogue/read-catalogue';
import { applyTheme, readThemeChoice } from '../../../shell/src/theme/theme';

applyTheme(readThemeChoice());

void loadCatalogue().then((tools) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App tools={tools} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
