/**
 * One row of a remote's `tools.json` (mfe-<area>/tools.json): the one place a tool is registered. The
 * remote's build derives its exposes and `./mount` from the file and publishes it as `dist/tools.json`;
 * the gateway merges the live builds' files into the catalogue (`/tools.json`, catalogue.ts). Ids and
 * paths are public: sibling products embed tools by id and visitors bookmark paths (docs/contracts.md).
 */
export interface ToolEntry {
  /** Public id, lower case, unique on the platform: `<fintools-tool name="…">`, `mount(element, { tool })`. */
  id: string;
  /** The route, unique on the platform ("/emi-calculator"). */
  path: string;
  /** The sidebar's and dashboard's name ("EMI"). */
  label: string;
  /** The document title, and the h1 unless `heading` says otherwise. */
  title: string;
  /** The h1 where the spec writes it otherwise ("LOAN CALCULATOR"). */
  heading?: string;
  /** One sentence under the h1 saying what the tool does; the first paint shows it too. */
  summary: string;
  /** The file of the remote whose default export is the screen ("src/emi/emi-calculator-screen.tsx"). */
  screen: string;
  /** The sidebar group ("Calculators", "Tax Tools"); none: a top-level sidebar entry. */
  group?: string;
  /** A card on the dashboard. */
  dashboard?: boolean;
  /** `false` keeps the tool out of the sidebar (Interest Breakdown is a dashboard card only). */
  sidebar?: boolean;
  /**
   * The dashboard card's icon: SVG path data on a 24×24 grid drawn in currentColor ("M4 6h16v12H4z"), or a
   * name from the icon set the remote's build ships (catalog/icons.ts), which the build writes out as its
   * path data in `dist/tools.json`. The shell draws path data and keeps no icon set; none: a generic icon.
   */
  icon?: string;
  /**
   * The dashboard card's place: cards go lowest rank first, then cards without a rank in catalogue order.
   * Today's cards are ranked 10, 20, … so a new card can go between two without renumbering.
   */
  dashboardRank?: number;
  /**
   * The place of the tool's `group` in the sidebar: groups go lowest rank first (a group's rank is the
   * lowest any of its tools gives), then groups without one in catalogue order. Within a group, tools keep
   * their catalogue order. Ignored without `group`.
   */
  groupRank?: number;
  /**
   * `true`: the tool opens offline after one visit to any page, even if never opened online (its screen's
   * files are kept by the service worker). Only for tools that run in the browser alone.
   */
  offline?: boolean;
  /** The dashboard card's name where it differs from `label` (the spec's "FIND DAY" / "Find Day"). */
  cardLabel?: string;
  /** A second line for the Help page, a detail the summary leaves out. */
  help?: string;
}

/** Lower case letters, digits and single hyphens: "emi", "value-of-percentage". Also an area's name. */
export const TOOL_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A route: "/" then letters, digits and hyphens, in one segment ("/emi-calculator", "/dayfind-calculator"). */
export const TOOL_PATH_PATTERN = /^\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A screen file of the remote: under src/, a .tsx or .ts file, no ".." ("src/emi/emi-calculator-screen.tsx"). */
export const SCREEN_FILE_PATTERN = /^src\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.tsx?$/;

/** Routes the shell keeps for itself: no tool may take them. */
export const RESERVED_PATHS = ['/', '/dashboard', '/settings', '/help'] as const;

const STRING_FIELDS = ['id', 'path', 'label', 'title', 'summary', 'screen'] as const;
const OPTIONAL_STRING_FIELDS = ['heading', 'group', 'icon', 'cardLabel', 'help'] as const;
const BOOLEAN_FIELDS = ['dashboard', 'sidebar', 'offline'] as const;
const RANK_FIELDS = ['dashboardRank', 'groupRank'] as const;
const KNOWN_FIELDS = new Set<string>([...STRING_FIELDS, ...OPTIONAL_STRING_FIELDS, ...BOOLEAN_FIELDS, ...RANK_FIELDS]);

/** Highest rank a tool may give: ranks are places, a whole number from 0 to this. */
export const MAX_RANK = 100_000;

/**
 * SVG path data an icon may be: starts with a moveto and its number, then only path commands, digits, signs, dots,
 * commas and spaces (no markup, no url(), nothing a page could run), at most ICON_MAX_LENGTH characters.
 */
export const ICON_PATH_PATTERN = /^[Mm]\s*[-.0-9][MmZzLlHhVvCcSsQqTtAa0-9.,\s-]*$/;
export const ICON_MAX_LENGTH = 300;

/** The icon of a card whose tool gives none, or a name no set had: a tile with a plus. */
export const GENERIC_TOOL_ICON = 'M4 4h16v16H4zM12 8v8M8 12h8';

/**
 * What a dashboard card draws: the entry's icon when it is path data, else the generic icon (a name the
 * remote's build or the gateway did not write out).
 * @example cardIconPath('M4 6h16v12H4z') // 'M4 6h16v12H4z'
 * @example cardIconPath('emi') // GENERIC_TOOL_ICON
 */
export function cardIconPath(icon: string | undefined): string {
  return icon !== undefined && isIconPath(icon) ? icon : GENERIC_TOOL_ICON;
}

/**
 * Whether an entry's icon is SVG path data (drawn as it is) rather than a name from the icon set.
 * @example isIconPath('M4 6h16v12H4z') // true
 * @example isIconPath('emi') // false
 */
export function isIconPath(icon: string): boolean {
  return ICON_PATH_PATTERN.test(icon) && icon.length <= ICON_MAX_LENGTH;
}

/** Longest text a field may hold: a title or summary longer than this is a mistake, not a sentence. */
const MAX_FIELD_LENGTH = 300;

/**
 * Most tools one area may list: every page carries the whole catalogue, so an area listing thousands (4,800
 * once made `/` 5 MB) would slow every page of every area. The largest area lists 20.
 */
export const MAX_TOOLS_PER_AREA = 100;

/** Largest `tools.json` a gateway or a release reads (the largest area's is 8 KB); a larger one is not read. */
export const MAX_TOOLS_FILE_BYTES = 256 * 1024;

/**
 * The exposed module of a screen file, without "./": "src/emi/emi-calculator-screen.tsx" →
 * "emi/emi-calculator-screen". Two tools with one screen share one exposed module (and one download).
 */
export function screenModule(screen: string): string {
  return screen.replace(/^src\//, '').replace(/\.tsx?$/, '');
}

/** A path as routes are matched: lower case, no trailing slash ("/EMI-Calculator/" → "/emi-calculator"). */
export function normalizePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** What is wrong with one entry, in words a release log can show ("tools.json[3] (fd): path …"). */
function entryErrors(value: unknown, where: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${where} is not an object`];
  const entry = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const field of STRING_FIELDS) {
    const text = entry[field];
    if (typeof text !== 'string' || text.trim() === '') errors.push(`${where}: ${field} must be a non-empty string`);
    else if (text.length > MAX_FIELD_LENGTH) errors.push(`${where}: ${field} is longer than ${MAX_FIELD_LENGTH}`);
  }
  for (const field of OPTIONAL_STRING_FIELDS) {
    const text = entry[field];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.trim() === '') errors.push(`${where}: ${field} must be a non-empty string`);
    else if (text.length > MAX_FIELD_LENGTH) errors.push(`${where}: ${field} is longer than ${MAX_FIELD_LENGTH}`);
  }
  for (const field of BOOLEAN_FIELDS) {
    if (entry[field] !== undefined && typeof entry[field] !== 'boolean') {
      errors.push(`${where}: ${field} must be true or false`);
    }
  }
  for (const field of RANK_FIELDS) {
    const rank = entry[field];
    if (rank !== undefined && (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > MAX_RANK)) {
      errors.push(`${where}: ${field} must be a whole number from 0 to ${MAX_RANK}`);
    }
  }
  if (typeof entry.icon === 'string' && !isIconPath(entry.icon) && !TOOL_ID_PATTERN.test(entry.icon)) {
    errors.push(`${where}: icon must be SVG path data ("M4 6h16v12H4z") or the name of an icon of the set`);
  }
  for (const field of Object.keys(entry)) {
    if (!KNOWN_FIELDS.has(field)) errors.push(`${where}: unknown field "${field}"`);
  }
  if (typeof entry.id === 'string' && !TOOL_ID_PATTERN.test(entry.id)) {
    errors.push(`${where}: id "${entry.id}" must be lower case letters, digits and hyphens`);
  }
  if (typeof entry.path === 'string') {
    if (!TOOL_PATH_PATTERN.test(entry.path)) {
      errors.push(`${where}: path "${entry.path}" must be "/" and one segment of letters, digits and hyphens`);
    } else if ((RESERVED_PATHS as readonly string[]).includes(normalizePath(entry.path))) {
      errors.push(`${where}: path "${entry.path}" is the shell's own`);
    }
  }
  if (typeof entry.screen === 'string' && !SCREEN_FILE_PATTERN.test(entry.screen)) {
    errors.push(`${where}: screen "${entry.screen}" must be a .tsx or .ts file under src/`);
  }
  return errors;
}

/** Ids or paths (compared as routes match) that appear more than once, with where. */
function duplicateErrors(entries: readonly ToolEntry[], label: (entry: ToolEntry) => string): string[] {
  const errors: string[] = [];
  const seenIds = new Map<string, ToolEntry>();
  const seenPaths = new Map<string, ToolEntry>();
  for (const entry of entries) {
    const sameId = seenIds.get(entry.id);
    if (sameId) errors.push(`id "${entry.id}" is used twice (${label(sameId)} and ${label(entry)})`);
    else seenIds.set(entry.id, entry);
    const key = normalizePath(entry.path);
    const samePath = seenPaths.get(key);
    if (samePath) errors.push(`path "${entry.path}" is used twice (${label(samePath)} and ${label(entry)})`);
    else seenPaths.set(key, entry);
  }
  return errors;
}

export type ToolEntriesCheck = { ok: true; tools: ToolEntry[] } | { ok: false; errors: string[] };

/**
 * Checks a parsed `tools.json` against the schema above: an array of at most MAX_TOOLS_PER_AREA entries,
 * every field of the right type and form, no unknown field, ids and paths unique. The remote's build,
 * `pnpm release` and the gateway all read a `tools.json` through this.
 * @example checkToolEntries([{ id: 'emi', path: '/emi-calculator', … }]) // { ok: true, tools: [...] }
 */
export function checkToolEntries(value: unknown, file = 'tools.json'): ToolEntriesCheck {
  if (!Array.isArray(value)) return { ok: false, errors: [`${file} must be an array of tools`] };
  if (value.length > MAX_TOOLS_PER_AREA) {
    return { ok: false, errors: [`${file} lists ${value.length} tools: at most ${MAX_TOOLS_PER_AREA} per area`] };
  }
  const errors = value.flatMap((entry, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return entryErrors(entry, `${file}[${index}]${typeof id === 'string' ? ` (${id})` : ''}`);
  });
  if (errors.length > 0) return { ok: false, errors };
  const tools = value as ToolEntry[];
  const duplicates = duplicateErrors(tools, (entry) => entry.id);
  return duplicates.length > 0 ? { ok: false, errors: duplicates } : { ok: true, tools };
}

/** What a screen shows above its form (ui/screen.tsx), and the page the gateway sends in its place. */
export interface ScreenIntro {
  /** The screen's h1: the entry's heading where the spec writes it otherwise, else the title. */
  title: string;
  summary: string;
}

/** @example screenIntro({ title: 'Loan Calculator', heading: 'LOAN CALCULATOR', summary: 'See…' }) */
export function screenIntro(entry: Pick<ToolEntry, 'title' | 'heading' | 'summary'>): ScreenIntro {
  return { title: entry.heading ?? entry.title, summary: entry.summary };
}

/**
 * A remote's screen intro by tool id, from that remote's own `tools.json` (read through
 * `@fintools/shared/federation/tool-intro`), so a screen says what its own entry says in the build that is live.
 */
export function introOf(entries: readonly ToolEntry[], id: string): ScreenIntro {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`tools.json has no tool "${id}"`);
  return screenIntro(entry);
}
