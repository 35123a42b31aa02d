import type { CatalogueTool } from '@fintools/shared/catalog/catalogue';
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
 * Where the shell puts the catalogue's tools in the sidebar: the spec's order (§2). The tools themselves
 * come from the live catalogue (each remote's tools.json); all the shell keeps is the order of the groups
 * (and of the dashboard's cards, dashboard-layout.ts). A tool or group this layout does not name goes
 * after those it does, in catalogue order, so a remote can add one without a release of the shell.
 */

/** The sidebar's groups in the spec's order; any other group follows, in catalogue order. */
export const SIDEBAR_GROUP_ORDER: readonly string[] = ['Get Img/Video', 'Calculators', 'Tax Tools'];

/** "Get Img/Video" → "get-img-video": a group's id in the menu, usable in an HTML id. */
function groupId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `group-${slug || 'tools'}`;
}

/** `items` sorted by their key's place in `order`; keys not in it keep their order, after the rest. */
export function inOrder<T>(items: readonly T[], order: readonly string[], key: (item: T) => string): T[] {
  const rank = (item: T) => {
    const at = order.indexOf(key(item));
    return at === -1 ? order.length : at;
  };
  // Array.prototype.sort is stable: equal ranks keep the catalogue's order.
  return [...items].sort((a, b) => rank(a) - rank(b));
}

const linkTo = (tool: CatalogueTool): MenuLink => ({ kind: 'link', label: tool.label, path: tool.path });

/**
 * The sidebar: Dashboard, the top-level tools (no group), the groups (SIDEBAR_GROUP_ORDER first, then
 * any other), Products, Settings, Help. Within a group, the catalogue's order; `sidebar: false` tools
 * are left out, and so is a group left empty.
 */
export function sidebarMenu(tools: readonly CatalogueTool[]): MenuEntry[] {
  const shown = tools.filter((tool) => tool.sidebar !== false);
  const groups = new Map<string, CatalogueTool[]>();
  for (const tool of shown) {
    if (tool.group === undefined) continue;
    const members = groups.get(tool.group) ?? [];
    members.push(tool);
    groups.set(tool.group, members);
  }
  const groupEntries = inOrder([...groups.keys()], SIDEBAR_GROUP_ORDER, (label) => label).map((label): MenuGroup => ({
    kind: 'group',
    id: groupId(label),
    label,
    items: (groups.get(label) ?? []).map(linkTo),
  }));
  return [
    { kind: 'link', label: 'Dashboard', path: DASHBOARD_PATH },
    ...shown.filter((tool) => tool.group === undefined).map(linkTo),
    ...groupEntries,
    { kind: 'group', id: 'products', label: 'Products', items: PRODUCT_LINKS },
    { kind: 'link', label: 'Settings', path: SETTINGS_PATH },
    { kind: 'link', label: 'Help', path: HELP_PATH },
  ];
}
