import '../ui/tokens.css';
import { StrictMode, Suspense, lazy, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { type ToolEntry } from '../catalogue/tool-entry';
import { checkToolEntries } from '../catalogue/check-tool-entries';
import { toolModule } from '../catalogue/catalogue';
import { createToolLoader, type ToolLoader } from './tool-loader';
import { providedSharedLibraries } from './provided-shared';
import styles from './standalone-page.module.css';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function StandalonePage({ remote, tools, loader }: { remote: string; tools: ToolEntry[]; loader: ToolLoader }) {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.slice(1),
    () => '',
  );
  const tool = tools.find((candidate) => candidate.id === hash) ?? tools[0];
  const Screen = useMemo(
    () =>
      tool
        ? lazy(async (): Promise<{ default: ComponentType }> => ({
            default: await loader.loadTool({ remote, module: toolModule(tool) }),
          }))
        : null,
    [tool, remote, loader],
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <strong>FinTools · {remote}</strong> <span>standalone remote, loaded through its own mf-manifest.json</span>
      </header>
      <nav aria-label="Tools" className={styles.nav}>
        {tools.map((candidate) => (
          <a key={candidate.id} href={`#${candidate.id}`} aria-current={candidate.id === tool?.id ? 'page' : undefined}>
            {candidate.title}
          </a>
        ))}
      </nav>
      <main className={styles.main}>
        {Screen && (
          <Suspense fallback={<p>Loading…</p>}>
            <Screen key={tool?.id} />
          </Suspense>
        )}
      </main>
    </div>
  );
}

/**
 * A remote's own page for its team: every tool of the remote, loaded from the manifest beside the page
 * through the same runtime loader as the shell, so what the team sees is what the shell gets.
 */
export async function startStandalonePage(remote: string) {
  const manifest = new URL('mf-manifest.json', window.location.href).href;
  const loader = createToolLoader({
    hostName: `${remote}-standalone`,
    remotes: { [remote]: manifest },
    shared: providedSharedLibraries(),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root');
  // The remote's own tools.json, published beside its manifest: the page lists what this build serves.
  const response = await fetch(new URL('tools.json', window.location.href));
  const check = checkToolEntries(response.ok ? await response.json() : undefined);
  const tools = check.ok ? check.tools : [];
  createRoot(container).render(
    <StrictMode>
      <StandalonePage remote={remote} tools={tools} loader={loader} />
    </StrictMode>,
  );
}
