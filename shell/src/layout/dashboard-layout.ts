import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { cardIconPath } from '@fintools/shared/catalogue/tool-entry';
import { byRank } from './shell-layout';

// The dashboard's half of the shell's layout, apart from the sidebar's so that its code downloads with the
// dashboard's chunk, not with every page. The shell keeps no list of tools: the cards, their order
// (`dashboardRank`) and their icons (path data) come from the areas' tools.json, through the catalogue.

export interface DashboardCard {
  id: string;
  label: string;
  /** The tool's title and summary: what the search box looks in, besides the label. */
  title: string;
  summary: string;
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
    title: tool.title,
    summary: tool.summary,
    path: tool.path,
    icon: cardIconPath(tool.icon),
  }));
}

/**
 * The cards whose label, title or summary holds the typed text, in any case, in their order; all of them for
 * no text (spaces around it do not count).
 * @example matchingCards(cards, 'sip') // the SIP card, and any whose title or summary says SIP
 */
export function matchingCards(cards: readonly DashboardCard[], text: string): readonly DashboardCard[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return cards;
  return cards.filter((card) =>
    [card.label, card.title, card.summary].some((words) => words.toLocaleLowerCase().includes(wanted)),
  );
}
