// Loaded with the first tool route only: the dashboard pays nothing for federation (DESIGN.md).
import { createToolLoader, fetchRemoteMap, providedSharedLibraries, type ToolLoader } from '@fintools/shared/federation';

let loader: Promise<ToolLoader> | undefined;

/** The page's one federation host, created on first use from the `remotes.json` served beside the shell. */
export function toolLoader(): Promise<ToolLoader> {
  loader ??= fetchRemoteMap(new URL('/remotes.json', window.location.href).href)
    .then((remotes) => createToolLoader({ hostName: 'shell', remotes, shared: providedSharedLibraries() }))
    .catch((error: unknown) => {
      // Let the next attempt (Retry) ask for remotes.json again.
      loader = undefined;
      throw error;
    });
  return loader;
}
