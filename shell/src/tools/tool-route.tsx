import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { ToolDefinition } from '@fintools/shared';
import { useDocumentTitle } from '../navigation/use-document-title';
import { BuildLabel } from './build-label';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ToolSkeleton } from './tool-skeleton';

/**
 * One tool's screen, loaded from its remote at runtime, with a skeleton while it loads and a Retry when
 * it fails (the loader retries by itself first and gives up after TOOL_LOAD_TIME_LIMIT_MS); under the
 * loaded screen, a muted line says which build of the remote is live.
 */
export function ToolRoute({ tool, title }: { tool: ToolDefinition; title: string }) {
  useDocumentTitle(title);
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const { toolLoader } = await import(/* webpackChunkName: "federation-host" */ './federation-host');
        const loader = await toolLoader();
        return { default: await loader.loadTool(tool, attempt) };
      }),
    [tool, attempt],
  );
  return (
    <RemoteErrorBoundary key={tool.id} onRetry={() => setAttempt((previous) => previous + 1)}>
      <Suspense fallback={<ToolSkeleton />}>
        <Screen />
        <BuildLabel remote={tool.remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
