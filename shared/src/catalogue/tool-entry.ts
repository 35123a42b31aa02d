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
  /**
   * The entry's words in the other languages, by language code ("hi"): what its label, title, heading, summary,
   * help, card label and group read there. A word missing shows in English (`pnpm release` lists it).
   */
  translations?: Partial<Record<string, ToolWords>>;
  /**
   * Written by the build into `dist/tools.json`, never by hand: each translated language's catalogue of the
   * tool's screen (every message its code shows, compiled), a file beside the manifest
   * ("messages/hi/emi.1a2b3c4d.json"). A host loads it before it shows the screen in that language.
   */
  messages?: Partial<Record<string, string>>;
}

/** The fields of an entry a language translates. */
export const TRANSLATED_FIELDS = ['label', 'title', 'heading', 'summary', 'help', 'cardLabel', 'group'] as const;
export type ToolWords = Partial<Record<(typeof TRANSLATED_FIELDS)[number], string>>;

/**
 * A catalogue entry as a page in `language` carries it: each translated word in place of its English (a heading,
 * help or group only where the entry has one in English), and no `translations`: the page needs its own
 * language's words only, and the shell shows the catalogue as it comes.
 * @example wordsIn({ id: 'emi', title: 'EMI Calculator', …, translations: { hi: { title: 'EMI कैलकुलेटर' } } }, 'hi').title // 'EMI कैलकुलेटर'
 */
export function wordsIn<Entry extends ToolEntry>(entry: Entry, language: string): Entry {
  const { translations, ...rest } = entry;
  const words = translations?.[language] ?? {};
  const translated: Partial<ToolEntry> = {};
  for (const field of TRANSLATED_FIELDS) {
    const text = words[field];
    if (text !== undefined && entry[field] !== undefined) translated[field] = text;
  }
  return { ...rest, ...translated } as Entry;
}

/** The words every tool must have in each translated language, else it shows in English there. */
export const REQUIRED_WORDS = ['label', 'title', 'summary'] as const;

/**
 * Each tool that lacks a required word in a language (`pnpm release` lists them: the tool then shows in
 * English there): "emi: hi (label, summary)".
 * @example untranslatedTools([{ id: 'emi', …, translations: {} }], ['hi']) // ['emi: hi (label, title, summary)']
 */
export function untranslatedTools(entries: readonly ToolEntry[], languages: readonly string[]): string[] {
  return entries.flatMap((entry) =>
    languages.flatMap((language) => {
      const missing = REQUIRED_WORDS.filter((field) => !entry.translations?.[language]?.[field]);
      return missing.length > 0 ? [`${entry.id}: ${language} (${missing.join(', ')})`] : [];
    }),
  );
}

/** Lower case letters, digits and single hyphens: "emi", "value-of-percentage". Also an area's name. */
export const TOOL_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A route: "/" then letters, digits and hyphens, in one segment ("/emi-calculator", "/dayfind-calculator"). */
export const TOOL_PATH_PATTERN = /^\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A screen file of the remote: under src/, a .tsx or .ts file, no ".." ("src/emi/emi-calculator-screen.tsx"). */
export const SCREEN_FILE_PATTERN = /^src\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.tsx?$/;

/** Routes the shell keeps for itself: no tool may take them. */
export const RESERVED_PATHS = ['/', '/dashboard', '/settings', '/help'] as const;

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
