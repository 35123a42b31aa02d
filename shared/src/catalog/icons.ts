/**
 * The icon set that `tools.json` entries name (`"icon": "emi"`): small line icons as SVG path data, drawn
 * in currentColor on a 24×24 grid (no icon font, no extra request). A tool names one; the shell draws it on
 * the tool's dashboard card. A name not in the set, or none, gets the generic icon, so a remote released
 * with a newer set than the shell's still shows a card.
 */
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

/** The generic icon: a tile with a plus, for a tool without an icon of its own. */
export const GENERIC_TOOL_ICON = 'M4 4h16v16H4zM12 8v8M8 12h8';

/**
 * The path data of an icon by name; the generic icon for a missing or unknown name.
 * @example toolIconPath('emi') // 'M4 6h16v12H4zM4 10h16M8 15h3'
 * @example toolIconPath('no-such-icon') // GENERIC_TOOL_ICON
 */
export function toolIconPath(name: string | undefined): string {
  return name !== undefined && Object.hasOwn(TOOL_ICONS, name) ? TOOL_ICONS[name as ToolIconName] : GENERIC_TOOL_ICON;
}
