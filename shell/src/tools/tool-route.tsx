import { Suspense, use, useReducer } from 'react';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { screenIntro } from '@fintools/shared/catalogue/tool-entry';
import { useDocumentTitle } from '../navigation/use-document-title';
import { BuildLabel } from './build-label';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ToolSkeleton } from './tool-skeleton';
import { retryScreen, screenOf } from './tool-screens';

/**
 * One tool's screen, loaded from its remote at runtime, with a skeleton while it loads and a Retry when
 * it fails (the loader retries by itself first and gives up after TOOL_LOAD_TIME_LIMIT_MS); under the
 * loaded screen, a muted line says which build of the remote is live. Title, heading and summary are
 * the tool's catalogue entry's.
 */
export function ToolRoute({ tool }: { tool: CatalogueTool }) {
  useDocumentTitle(tool.title);
  // Bumped by Retry, so the boundary renders the new load.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  return (
    <RemoteErrorBoundary
      key={tool.id}
      onRetry={() => {
        retryScreen(tool);
        rerender();
      }}
    >
      <Suspense fallback={<ToolSkeleton {...screenIntro(tool)} />}>
        <ToolScreen tool={tool} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * The screen, then the build label beside it: the label asks its remote for `./build-info` only once
 * the screen is on screen, so it never holds the screen back.
 */
function ToolScreen({ tool }: { tool: CatalogueTool }) {
  const Screen = use(screenOf(tool));
  return (
    <>
      <Screen />
      <BuildLabel remote={tool.area} />
    </>
  );
}
