import type { CatalogueTool } from '@fintools/shared/catalog/catalogue';
import { toolIconPath } from '@fintools/shared/catalog/icons';
import { inOrder } from './shell-layout';

// The dashboard's half of the shell's layout, apart from the sidebar's so that the icons and the order
// download with the dashboard's chunk, not with every page.

/**
 * The dashboard's cards in the spec's order, by tool id (Loan once: the spec lists it twice, which is a
 * defect). Any other tool with `dashboard: true` follows, in catalogue order.
 */
export const DASHBOARD_ORDER: readonly string[] = [
  'emi',
  'fd',
  'rd',
  'sip',
  'tds',
  'old-regime-tax',
  'new-regime-tax',
  'tax-compare',
  'loan',
  'percentage',
  'value-of-percentage',
  'dob',
  'interest-breakdown',
  'find-day',
];

export interface DashboardCard {
  id: string;
  label: string;
  path: string;
  /** SVG path data (@fintools/shared/catalog/icons). */
  icon: string;
}

/** The dashboard's cards: tools with `dashboard: true`, in DASHBOARD_ORDER, then any other in catalogue order. */
export function dashboardCards(tools: readonly CatalogueTool[]): DashboardCard[] {
  return inOrder(
    tools.filter((tool) => tool.dashboard === true),
    DASHBOARD_ORDER,
    (tool) => tool.id,
  ).map((tool) => ({
    id: tool.id,
    label: tool.cardLabel ?? tool.label,
    path: tool.path,
    icon: toolIconPath(tool.icon),
  }));
}
