/**
 * The monolith baseline's entry: the shell's own App (layout, sidebar, dashboard, routes) with the
 * measured tool screens imported directly (tool-route.tsx), no federation and no runtime, one webpack
 * build. Built by ../monolith-bench.ts only.
 */
import '@fintools/shared/tokens.css';
import '../../../shell/src/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../../shell/src/app';
import { BrowserRouter } from '../../../shell/src/navigation/router';
import { applyTheme, readThemeChoice } from '../../../shell/src/theme/theme';

applyTheme(readThemeChoice());

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
