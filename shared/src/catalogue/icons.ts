/**
 * The icon set a remote's `tools.json` may name (`"icon": "emi"`): small line icons as SVG path data, drawn
 * in currentColor on a 24×24 grid (no icon font, no extra request). The set ships with each remote's build,
 * which writes a named icon out as its path data in `dist/tools.json` (shared/build/remote-tools.cjs); the
 * gateway does the same for a build released before that. The shell draws the path data it is given and
 * keeps no set of its own, so a new icon is a release of its remote alone (docs/add-a-tool.md lists the names).
 * It imports only tool-entry.ts: the build compiles the two on their own.
 */
import { isIconPath } from './tool-entry';

export const TOOL_ICONS = {
  emi: 'M4 6h16v12H4zM4 10h16M8 15h3',
  deposit: 'M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18',
  recurring: 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4',
  growth: 'M3 20h18M5 16l5-5 4 3 6-7M16 7h4v4',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  tax: 'M7 3h10v18H7zM10 7h4M10 11h4M10 15h2',
  compare: 'M4 5h7v14H4zM13 5h7v14h-7z',
  loan: 'M3 11l9-7 9 7M6 10v10h12V10M10 20v-5h4v5',
  percent: 'M19 5L5 19M7 9a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  cake: 'M4 20h16v-8H4zM4 15c2 1 4 1 6 0s4-1 6 0 3 1 4 0M12 12V8M12 5v.5',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
} as const;

export type ToolIconName = keyof typeof TOOL_ICONS;

/**
 * The path data of an icon named from the set; undefined for a name not in it.
 * @example namedIconPath('emi') // 'M4 6h16v12H4zM4 10h16M8 15h3'
 * @example namedIconPath('toString') // undefined
 */
export function namedIconPath(name: string): string | undefined {
  return Object.hasOwn(TOOL_ICONS, name) ? TOOL_ICONS[name as ToolIconName] : undefined;
}

/**
 * Entries with each named icon written out as its path data; an entry naming an icon the set does not have
 * loses the name (the shell draws the generic icon). Path data and entries without an icon stay as they are.
 * @example withIconPaths([{ id: 'emi', icon: 'emi' }]) // [{ id: 'emi', icon: 'M4 6h16v12H4zM4 10h16M8 15h3' }]
 */
export function withIconPaths<T extends { icon?: string }>(entries: readonly T[]): T[] {
  return entries.map((entry) => {
    if (entry.icon === undefined || isIconPath(entry.icon)) return entry;
    const path = namedIconPath(entry.icon);
    if (path !== undefined) return { ...entry, icon: path };
    const { icon: _unknown, ...rest } = entry;
    return rest as T;
  });
}
