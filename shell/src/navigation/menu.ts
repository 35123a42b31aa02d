import type { ToolId } from '@fintools/shared';
import { toolPath } from './routes';

/** A sidebar entry that opens one of our routes. */
export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
}

/** A sidebar group with a submenu that toggles on click. */
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  items: readonly (MenuLink | ExternalLink)[];
}

/** A link to a sibling product on another site; opens in a new tab. */
export interface ExternalLink {
  kind: 'external';
  label: string;
  href: string;
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, path: string): MenuLink => ({ kind: 'link', label, path });
const tool = (label: string, id: ToolId): MenuLink => link(label, toolPath(id));

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

export const SETTINGS_PATH = '/settings';
export const HELP_PATH = '/help';

/** The sidebar, in the spec's order (§2 Sidebar). */
export const MENU: readonly MenuEntry[] = [
  link('Dashboard', '/Dashboard'),
  tool('ChatBot', 'chat'),
  {
    kind: 'group',
    id: 'media',
    label: 'Get Img/Video',
    items: [tool('Image Download', 'images'), tool('Video Download', 'videos')],
  },
  {
    kind: 'group',
    id: 'calculators',
    label: 'Calculators',
    items: [
      tool('Calculator', 'basic'),
      tool('EMI', 'emi'),
      tool('FD', 'fd'),
      tool('RD', 'rd'),
      tool('SIP', 'sip'),
      tool('TDS', 'tds'),
      tool('Currency', 'currency'),
      tool('Loan', 'loan'),
      tool('Percentage', 'percentage'),
      tool('Value Of Percentage', 'value-of-percentage'),
      tool('DOB', 'dob'),
      tool('FIND DAY', 'find-day'),
    ],
  },
  {
    kind: 'group',
    id: 'tax',
    label: 'Tax Tools',
    items: [
      tool('Old Regime Tax', 'old-regime-tax'),
      tool('New Regime Tax', 'new-regime-tax'),
      tool('Tax Compare', 'tax-compare'),
    ],
  },
  { kind: 'group', id: 'products', label: 'Products', items: PRODUCT_LINKS },
  link('Settings', SETTINGS_PATH),
  link('Help', HELP_PATH),
];

/** The group that holds a route, so the sidebar can open it when the visitor lands there. */
export function groupOfPath(pathname: string): string | undefined {
  for (const entry of MENU) {
    if (entry.kind === 'group' && entry.items.some((item) => item.kind === 'link' && item.path === pathname)) {
      return entry.id;
    }
  }
  return undefined;
}
