import type { FastifyBaseLogger } from 'fastify';
import { mergeCatalogue, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import type { ToolEntry } from '@fintools/shared/catalogue/tool-entry';

/** One area's build in a visitor's map and the tools its tools.json lists. */
export interface AreaBuild {
  area: string;
  url: string;
  tools: readonly ToolEntry[];
}

/** Sets of builds whose merged catalogue is kept: the live one and a few canary mixes. */
const MAX_CACHED = 16;

/**
 * Merging catalogues: the tools of each area's build, merged in area order (a clash is left out and logged),
 * worked out once per set of builds, so that every request for the same builds gets the same array (the page
 * renderer caches its pages by it). Also remembers each area's tools from the last of its builds whose
 * tools.json could be read: a host that is down for a while costs no tool.
 */
export class CatalogueMerger {
  private readonly lastTools = new Map<string, ToolEntry[]>();
  private readonly merged = new Map<string, CatalogueTool[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Records an area's tools: its live build's when readable, else (once) this gateway's own copy's. */
  remember(area: string, liveTools: ToolEntry[] | null | undefined, ownTools: ToolEntry[] | null | undefined): void {
    if (liveTools) this.lastTools.set(area, liveTools);
    else if (ownTools && !this.lastTools.has(area)) this.lastTools.set(area, ownTools);
  }

  /** Each area's last readable tools, as a copy a snapshot keeps. */
  remembered(): ReadonlyMap<string, ToolEntry[]> {
    return new Map(this.lastTools);
  }

  /** The catalogue of `builds`, the same array for the same `key` (which names the builds and their reads). */
  merge(key: string, builds: readonly AreaBuild[]): CatalogueTool[] {
    const cached = this.merged.get(key);
    if (cached) return cached;
    const merged = mergeCatalogue(builds.map(({ area, tools }) => [area, tools] as const));
    for (const clash of merged.skipped) this.log.warn({ clash }, 'Catalogue: a tool is left out');
    if (this.merged.size >= MAX_CACHED) this.merged.delete(this.merged.keys().next().value!);
    this.merged.set(key, merged.tools);
    return merged.tools;
  }
}
