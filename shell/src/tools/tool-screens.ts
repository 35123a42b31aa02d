import type { ComponentType } from 'react';
import { toolModule, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import type { ToolLoader } from '@fintools/shared/federation';
import { pageWords } from '../language/page-words';
import { readable, type ReadablePromise } from '../navigation/readable-promise';

interface Load {
  attempt: number;
  screen: ReadablePromise<ComponentType>;
}

/** The latest load of each tool's screen, by tool id, kept for the page's life. */
const loads = new Map<string, Load>();

/**
 * Resolves once the page has loaded. A script inserted before the load event delays it, so a remote
 * that hangs would keep the page loading forever (the tab's spinner, `load` listeners, tests that wait
 * for it); the remote's files are preloaded by then anyway (the gateway lists them in the page), so
 * starting its scripts a moment later costs next to nothing.
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * What the loader is asked for: the tool's area (its remote) and the module its screen file is exposed
 * as. Two tools with one screen ask for the same module; the federation runtime downloads it once.
 */
export function screenRequest(tool: CatalogueTool): { remote: string; module: string } {
  return { remote: tool.area, module: toolModule(tool) };
}

/**
 * The tool's words in the page's language, added to the page's before its screen shows (in English, and for a
 * tool whose build has none, nothing). Words that cannot be had leave the tool in English, never unshown.
 */
async function addWords(loader: ToolLoader, tool: CatalogueTool): Promise<void> {
  const words = await pageWords();
  const file = tool.messages?.[words.language];
  if (!file) return;
  const catalogue = await loader.loadWords(tool.area, file);
  if (catalogue) await words.add(catalogue);
}

function load(tool: CatalogueTool, attempt: number): Load {
  const screen = readable(
    import(/* webpackChunkName: "federation-host" */ './federation-host')
      .then(({ toolLoader }) => Promise.all([toolLoader(), pageLoaded()]))
      .then(async ([loader]) => {
        const [component] = await Promise.all([loader.loadTool(screenRequest(tool), attempt), addWords(loader, tool)]);
        return component;
      }),
  );
  const next = { attempt, screen };
  loads.set(tool.id, next);
  return next;
}

/**
 * A tool's screen from its remote, loaded once and shared by everyone who asks: main.tsx starts it
 * before React's first render, ToolRoute renders it. A failed load stays failed (React shows the
 * fallback with Retry, also when the visitor comes back to the tool) until `retryScreen`.
 */
export function screenOf(tool: CatalogueTool): ReadablePromise<ComponentType> {
  return (loads.get(tool.id) ?? load(tool, 0)).screen;
}

/** Loads the screen again for real (the loader fetches the remote's entry anew for an attempt > 0). */
export function retryScreen(tool: CatalogueTool): void {
  load(tool, (loads.get(tool.id)?.attempt ?? 0) + 1);
}
