import type { ComponentType } from 'react';
import type { ToolDefinition } from '@fintools/shared';
import { readable, type ReadablePromise } from '../navigation/readable-promise';

interface Load {
  attempt: number;
  screen: ReadablePromise<ComponentType>;
}

/** The latest load of each tool's screen, by tool id, kept for the page's life. */
const loads = new Map<string, Load>();

function load(tool: ToolDefinition, attempt: number): Load {
  const screen = readable(
    import(/* webpackChunkName: "federation-host" */ './federation-host')
      .then(({ toolLoader }) => toolLoader())
      .then((loader) => loader.loadTool(tool, attempt)),
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
export function screenOf(tool: ToolDefinition): ReadablePromise<ComponentType> {
  return (loads.get(tool.id) ?? load(tool, 0)).screen;
}

/** Loads the screen again for real (the loader fetches the remote's entry anew for an attempt > 0). */
export function retryScreen(tool: ToolDefinition): void {
  load(tool, (loads.get(tool.id)?.attempt ?? 0) + 1);
}
