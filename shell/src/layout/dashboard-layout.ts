import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { cardIconPath } from '@fintools/shared/catalogue/tool-entry';
import { byRank } from './shell-layout';

// The dashboard's half of the shell's layout, apart from the sidebar's so that its code downloads with the
// dashboard's chunk, not with every page. The shell keeps no list of tools: the cards, their order
// (`dashboardRank`) and their icons (path data) come from the areas' tools.json, through the catalogue.

export interface DashboardCard {
  id: string;
  label: string;
  path: string;
  /** SVG path data: the entry's own, or the generic icon. */
  icon: string;
}

/** The dashboard's cards: tools with `dashboard: true`, lowest `dashboardRank` first, then the unranked in catalogue order. */
export function dashboardCards(tools: readonly CatalogueTool[]): DashboardCard[] {
  return byRank(
    tools.filter((tool) => tool.dashboard === true),
    (tool) => tool.dashboardRank,
  ).map((tool) => ({
    id: tool.id,
    label: tool.cardLabel ?? tool.label,
    path: tool.path,
    icon: cardIconPath(tool.icon),
  }));
}
