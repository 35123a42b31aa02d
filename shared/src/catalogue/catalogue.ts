import {
  normalizePath,
  RESERVED_PATHS,
  screenModule,
  TOOL_ID_PATTERN,
  TOOL_PATH_PATTERN,
  type ToolEntry,
} from './tool-entry';
import AREA_NAMES from './area-names.json';

/**
 * The live catalogue: every tool of every live area, in the gateway's `GET /tools.json` and in each page it
 * serves. Each tool is its area's `tools.json` entry plus the area (the remote that serves it).
 */
export interface CatalogueTool extends ToolEntry {
  /** The area (remote) that serves the tool: "calculators", "tax", or any area released later. */
  area: string;
}

/** Areas are named like tools: lower case letters, digits and hyphens ("calculators", "savings"). */
export const AREA_NAME_PATTERN = TOOL_ID_PATTERN;

/** An area's name fits in a folder name, a package name and a map key with room to spare. */
export const AREA_NAME_MAX_LENGTH = AREA_NAMES.maxLength;

/** Names an area may not take, with why: the remote map's own fields, and what every object already has. */
export const RESERVED_AREA_NAMES: Readonly<Record<string, string>> = AREA_NAMES.reserved;

/**
 * Why `name` cannot be an area's, in a sentence a team can act on; undefined when it can. The same rules and
 * words as `pnpm new-area` (scripts/new-area.mjs reads area-names.json too), so a name one accepts the other does.
 * @example areaNameProblem('savings') // undefined
 * @example areaNameProblem('integrity') // '"integrity" is reserved: it is a field of the remote map (…); choose another name'
 */
export function areaNameProblem(name: string): string | undefined {
  const shown = name.length > AREA_NAME_MAX_LENGTH ? `${name.slice(0, AREA_NAME_MAX_LENGTH)}…` : name;
  if (name.length > AREA_NAME_MAX_LENGTH) {
    return `"${shown}" is not an area name: at most ${AREA_NAME_MAX_LENGTH} characters`;
  }
  if (!AREA_NAME_PATTERN.test(name)) {
    return `"${shown}" is not an area name: lower case letters, digits and single hyphens, such as calculators or life-cover`;
  }
  const reserved = Object.hasOwn(RESERVED_AREA_NAMES, name) ? RESERVED_AREA_NAMES[name] : undefined;
  return reserved ? `"${name}" is reserved: ${reserved}; choose another name` : undefined;
}

/**
 * The id of the `<script type="application/json">` in which the gateway writes the visitor's catalogue
 * into the page (the same JSON as `/tools.json` answers that visitor), beside the remote map.
 */
export const CATALOGUE_ELEMENT_ID = 'fintools-catalogue';

/** The file name of the catalogue, at the gateway's root and beside each remote's `mf-manifest.json`. */
export const TOOLS_FILE = 'tools.json';

/** The exposed module (without "./") that serves a tool's screen. */
export function toolModule(tool: Pick<ToolEntry, 'screen'>): string {
  return screenModule(tool.screen);
}

/**
 * Merges areas' tool lists into one catalogue, in the order given (areas in the order of the map, each
 * area's tools in its file's order). A tool whose id or path an earlier area already has is left out and
 * reported: `pnpm release` refuses such a build, so this only happens with a map written by hand.
 */
export function mergeCatalogue(areas: ReadonlyArray<readonly [area: string, tools: readonly ToolEntry[]]>): {
  tools: CatalogueTool[];
  skipped: string[];
} {
  const tools: CatalogueTool[] = [];
  const skipped: string[] = [];
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const [area, entries] of areas) {
    for (const entry of entries) {
      const path = normalizePath(entry.path);
      const idOwner = ids.get(entry.id);
      const pathOwner = paths.get(path);
      if (idOwner !== undefined || pathOwner !== undefined) {
        skipped.push(
          idOwner !== undefined
            ? `${area}: id "${entry.id}" is already served by ${idOwner}`
            : `${area}: path "${entry.path}" is already served by ${pathOwner}`,
        );
        continue;
      }
      ids.set(entry.id, area);
      paths.set(path, area);
      tools.push({ ...entry, area });
    }
  }
  return { tools, skipped };
}

/**
 * Reads a catalogue (`/tools.json`, or the page's copy): the entries with a valid area, id and path and the
 * texts the shell shows. Anything else is dropped, so a malformed catalogue costs its own tools and nothing
 * more. The gateway checked each entry against the whole schema before it merged them (check-tool-entries.ts);
 * the shell checks only what it routes by and renders, and its pages do not carry the schema's checks.
 */
export function parseCatalogue(body: unknown): CatalogueTool[] {
  if (!Array.isArray(body)) return [];
  return body.filter((candidate): candidate is CatalogueTool => {
    if (!candidate || typeof candidate !== 'object') return false;
    const tool = candidate as Record<string, unknown>;
    return (
      typeof tool.area === 'string' &&
      AREA_NAME_PATTERN.test(tool.area) &&
      typeof tool.id === 'string' &&
      TOOL_ID_PATTERN.test(tool.id) &&
      typeof tool.path === 'string' &&
      TOOL_PATH_PATTERN.test(tool.path) &&
      ['label', 'title', 'summary', 'screen'].every((field) => typeof tool[field] === 'string')
    );
  });
}

/** A catalogue's tool by id. */
export function findTool(tools: readonly CatalogueTool[], id: string): CatalogueTool | undefined {
  return tools.find((tool) => tool.id === id);
}

/** The tool a page path shows, matched without regard to case or a trailing slash, as the shell's routes are. */
export function toolAtPath(tools: readonly CatalogueTool[], pathname: string): CatalogueTool | undefined {
  const wanted = normalizePath(pathname);
  return tools.find((tool) => normalizePath(tool.path) === wanted);
}

/**
 * The shell's own pages besides the tools: the dashboard (at `/` and `/Dashboard`), settings and help.
 * The gateway answers each of these, and every catalogue path, with the shell's page and 200.
 */
export const SHELL_PAGE_PATHS = RESERVED_PATHS;

/**
 * Whether a path is a page of FinTools (a catalogue tool or a shell page), matched like `toolAtPath`.
 * @example isPagePath(tools, '/emi-calculator/') // true
 * @example isPagePath(tools, '/main.0a1b2c3d.js') // false
 */
export function isPagePath(tools: readonly CatalogueTool[], pathname: string): boolean {
  const wanted = normalizePath(pathname);
  return (SHELL_PAGE_PATHS as readonly string[]).includes(wanted) || toolAtPath(tools, pathname) !== undefined;
}

/** The tools an area serves, in its file's order. */
export function toolsOfArea(tools: readonly CatalogueTool[], area: string): CatalogueTool[] {
  return tools.filter((tool) => tool.area === area);
}
