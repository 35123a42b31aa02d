import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import {
  DASHBOARD_PATH,
  HELP_PATH,
  PRODUCT_LINKS,
  SETTINGS_PATH,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
} from '../navigation/menu';

/**
 * Where the shell puts the catalogue's tools in the sidebar. The shell keeps no list of tools, groups or
 * areas: the tools come from the live catalogue (each remote's tools.json), and so does their order. Groups
 * go by the `groupRank` their tools declare, then in catalogue order; within a group, and at the top level,
 * tools keep the catalogue's order (areas in the remote map's order, each area's tools in its file's).
 */

/**
 * "Get Img/Video" → "group-get-img-video": a group's id in the menu, usable in an HTML id. A name with no Latin
 * letter or digit (a Hindi page's "कैलकुलेटर") gets the code points of its letters, so every group keeps an id
 * of its own.
 */
function groupId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const letters = [...label].filter((letter) => /\p{L}|\p{N}/u.test(letter));
  return `group-${slug || letters.map((letter) => letter.codePointAt(0)!.toString(36)).join('-') || 'tools'}`;
}

/**
 * `items` by rank, lowest first; items without a rank keep their order, after the ranked ones.
 * @example byRank([{ id: 'a' }, { id: 'b', rank: 2 }, { id: 'c', rank: 1 }], (x) => x.rank) // c, b, a
 */
export function byRank<T>(items: readonly T[], rankOf: (item: T) => number | undefined): T[] {
  const rank = (item: T) => rankOf(item) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal ranks (and the unranked) keep the catalogue's order.
  return [...items].sort((a, b) => {
    const [left, right] = [rank(a), rank(b)];
    return left === right ? 0 : left < right ? -1 : 1;
  });
}

const linkTo = (tool: CatalogueTool): MenuLink => ({ kind: 'link', label: tool.label, path: tool.path });

/**
 * The sidebar: Dashboard, the top-level tools (no group), the groups (ranked first, then any other),
 * Products, Settings, Help. Within a group, the catalogue's order; `sidebar: false` tools
 * are left out, and so is a group left empty.
 */
export function sidebarMenu(tools: readonly CatalogueTool[]): MenuEntry[] {
  const shown = tools.filter((tool) => tool.sidebar !== false);
  const groups = new Map<string, CatalogueTool[]>();
  // A group's rank: the lowest its tools declare (any tool of any area may declare it).
  const groupRanks = new Map<string, number>();
  for (const tool of shown) {
    if (tool.group === undefined) continue;
    const members = groups.get(tool.group) ?? [];
    members.push(tool);
    groups.set(tool.group, members);
    if (tool.groupRank !== undefined) {
      groupRanks.set(tool.group, Math.min(tool.groupRank, groupRanks.get(tool.group) ?? tool.groupRank));
    }
  }
  const groupEntries = byRank([...groups.keys()], (label) => groupRanks.get(label)).map((label): MenuGroup => ({
    kind: 'group',
    id: groupId(label),
    label,
    items: (groups.get(label) ?? []).map(linkTo),
  }));
  return [
    { kind: 'link', label: 'Dashboard', path: DASHBOARD_PATH, shellWords: true },
    ...shown.filter((tool) => tool.group === undefined).map(linkTo),
    ...groupEntries,
    { kind: 'group', id: 'products', label: 'Products', items: PRODUCT_LINKS, shellWords: true },
    { kind: 'link', label: 'Settings', path: SETTINGS_PATH, shellWords: true },
    { kind: 'link', label: 'Help', path: HELP_PATH, shellWords: true },
  ];
}
