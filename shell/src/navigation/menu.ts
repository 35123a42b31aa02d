import { normalizePath } from '@fintools/shared/catalogue/tool-entry';

/** A sidebar entry that opens one of our routes. */
export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  /** The shell's own entry, whose English label the sidebar translates; a tool's comes in the page's language. */
  shellWords?: true;
}

/** A sidebar group with a submenu that toggles on click. */
export interface MenuGroup {
  kind: 'group';
  /** Unique in the menu, usable in an HTML id ("calculators"). */
  id: string;
  label: string;
  items: readonly (MenuLink | ExternalLink)[];
  /** The shell's own group (Products): its English label is translated; a catalogue group's comes translated. */
  shellWords?: true;
}

/** A link to a sibling product on another site; opens in a new tab. */
export interface ExternalLink {
  kind: 'external';
  label: string;
  href: string;
}

export type MenuEntry = MenuLink | MenuGroup;

/**
 * Sibling products. Their addresses live here, in one place, for the product team to keep current.
 */
export const PRODUCT_LINKS: readonly ExternalLink[] = [
  { kind: 'external', label: 'ParkingMate', href: 'https://parkingmate.fintools.app/' },
  { kind: 'external', label: 'NoteIQ', href: 'https://noteiq.fintools.app/' },
  { kind: 'external', label: 'Resume Tool', href: 'https://resume.fintools.app/' },
  { kind: 'external', label: 'Invoice-Gen', href: 'https://invoice-gen.fintools.app/' },
  { kind: 'external', label: 'ReportIQ', href: 'https://reportiq.fintools.app/' },
  { kind: 'external', label: 'SecretChat', href: 'https://secretchat.fintools.app/' },
  { kind: 'external', label: 'Portfolio', href: 'https://portfolio.fintools.app/' },
];

export const DASHBOARD_PATH = '/Dashboard';
export const SETTINGS_PATH = '/settings';
export const HELP_PATH = '/help';

/** The group that holds a route (compared as routes match), so the sidebar can open it when the visitor lands there. */
export function groupOfPath(menu: readonly MenuEntry[], pathname: string): string | undefined {
  const wanted = normalizePath(pathname);
  for (const entry of menu) {
    if (
      entry.kind === 'group' &&
      entry.items.some((item) => item.kind === 'link' && normalizePath(item.path) === wanted)
    ) {
      return entry.id;
    }
  }
  return undefined;
}
