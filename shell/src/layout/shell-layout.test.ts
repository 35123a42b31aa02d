import { TOOL_ICONS } from '@fintools/shared/catalogue/icons';
import { GENERIC_TOOL_ICON } from '@fintools/shared/catalogue/tool-entry';
import { areaTools, catalogueOf, toolEntry } from '../../test/catalogue';
import type { MenuEntry, MenuGroup } from '../navigation/menu';
import { dashboardCards, matchingCards } from './dashboard-layout';
import { sidebarMenu } from './shell-layout';

const topLevel = (menu: MenuEntry[]) => menu.map((entry) => entry.label);
const group = (menu: MenuEntry[], label: string) =>
  (menu.find((entry) => entry.kind === 'group' && entry.label === label) as MenuGroup | undefined)?.items.map(
    (item) => item.label,
  );

describe('the sidebar of a catalogue like the seed’s (fixture): groups by their ranks, tools in catalogue order', () => {
  const menu = sidebarMenu(catalogueOf());

  test('top level', () => {
    expect(topLevel(menu)).toEqual([
      'Dashboard',
      'ChatBot',
      'Get Img/Video',
      'Calculators',
      'Tax Tools',
      'Products',
      'Settings',
      'Help',
    ]);
  });

  test.each([
    ['Get Img/Video', ['Image Download', 'Video Download']],
    [
      'Calculators',
      [
        'Calculator',
        'EMI',
        'FD',
        'RD',
        'SIP',
        'TDS',
        'Currency',
        'Loan',
        'Percentage',
        'Value Of Percentage',
        'DOB',
        'FIND DAY',
      ],
    ],
    ['Tax Tools', ['Old Regime Tax', 'New Regime Tax', 'Tax Compare']],
  ])('the group %s: its tools in catalogue order', (label, items) => {
    expect(group(menu, label)?.slice(0, items.length)).toEqual(items);
  });

  test('links go to the catalogue’s paths; Interest Breakdown and Resume Builder stay out (sidebar: false)', () => {
    const calculators = menu.find((entry) => entry.label === 'Calculators') as MenuGroup;
    expect(calculators.items[1]).toEqual({ kind: 'link', label: 'EMI', path: '/emi-calculator' });
    const labels = JSON.stringify(menu);
    expect(labels).not.toContain('Interest Breakdown');
    expect(labels).not.toContain('Resume Builder');
  });

  test('group ids are unique and usable in an HTML id', () => {
    const ids = menu.flatMap((entry) => (entry.kind === 'group' ? [entry.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

/** The cards the fixture's tools.json rank (dashboardRank). */
const RANKED_CARDS = catalogueOf().filter((tool) => tool.dashboard === true && tool.dashboardRank !== undefined).length;

test('a tool without a rank goes at the end of the dashboard; in its group, where its file puts it', () => {
  const tools = catalogueOf({
    calculators: [
      toolEntry('rainy-day', { label: 'Rainy Day', group: 'Calculators', dashboard: true, icon: TOOL_ICONS.growth }),
      ...areaTools('calculators'),
    ],
  });
  expect(group(sidebarMenu(tools), 'Calculators')).toEqual(expect.arrayContaining(['Rainy Day']));
  // First in its remote's file, so first in its group: within a group the catalogue's order rules.
  expect(group(sidebarMenu(tools), 'Calculators')?.[0]).toBe('Rainy Day');
  const cards = dashboardCards(tools);
  // After the cards the layout places, in catalogue order: first of the calculators' tools it does not place.
  const today = dashboardCards(catalogueOf()).map((card) => card.id);
  expect(cards.slice(0, RANKED_CARDS).map((card) => card.id)).toEqual(today.slice(0, RANKED_CARDS));
  expect(cards[RANKED_CARDS]).toEqual({
    id: 'rainy-day',
    label: 'Rainy Day',
    title: 'Title of rainy-day',
    summary: 'Summary of rainy-day.',
    path: '/rainy-day-calculator',
    icon: TOOL_ICONS.growth,
  });
});

test('a tool added at the end of its remote’s file is the last of its group', () => {
  const tools = catalogueOf({
    tax: [...areaTools('tax'), toolEntry('rental-income', { label: 'Rental Income', group: 'Tax Tools' })],
  });
  expect(group(sidebarMenu(tools), 'Tax Tools')?.at(-1)).toBe('Rental Income');
  expect(dashboardCards(tools).map((card) => card.id)).toEqual(dashboardCards(catalogueOf()).map((card) => card.id));
});

test('a new area’s group comes after the product’s groups, before Products; its top-level tool after ChatBot', () => {
  const tools = catalogueOf({
    savings: [
      toolEntry('rainy-day', { label: 'Rainy Day', group: 'Savings', dashboard: true }),
      toolEntry('budget', { label: 'Budget' }),
      toolEntry('emergency', { label: 'Emergency', group: 'Savings' }),
    ],
  });
  const menu = sidebarMenu(tools);
  expect(topLevel(menu)).toEqual([
    'Dashboard',
    'ChatBot',
    'Budget',
    'Get Img/Video',
    'Calculators',
    'Tax Tools',
    'Savings',
    'Products',
    'Settings',
    'Help',
  ]);
  expect(group(menu, 'Savings')).toEqual(['Rainy Day', 'Emergency']);
  // No icon: the generic one.
  expect(dashboardCards(tools).at(-1)).toMatchObject({ id: 'rainy-day', icon: GENERIC_TOOL_ICON });
});

test('a product group whose tools are all gone is left out; a group of another area’s tool joins its group', () => {
  const tools = catalogueOf({
    media: [],
    savings: [toolEntry('rainy-day', { label: 'Rainy Day', group: 'Calculators' })],
  });
  const menu = sidebarMenu(tools);
  expect(topLevel(menu)).not.toContain('Get Img/Video');
  expect(group(menu, 'Calculators')?.at(-1)).toBe('Rainy Day');
});

describe('the dashboard of a catalogue like the seed’s (fixture): ranked cards first, in rank order', () => {
  const cards = dashboardCards(catalogueOf());

  test('ranked cards in rank order, Loan once, each named by its label', () => {
    // The ranked cards first, in rank order; unranked cards follow them.
    expect(cards.slice(0, RANKED_CARDS).map((card) => card.label)).toEqual([
      'EMI',
      'FD',
      'RD',
      'SIP',
      'TDS',
      'Old Regime Tax',
      'New Regime Tax',
      'Tax Compare',
      'Loan',
      'Percentage',
      'Value Of Percentage',
      'DOB',
      'Interest Breakdown',
      'Find Day',
    ]);
  });

  test('each card links to its tool with its own icon', () => {
    expect(cards.find((card) => card.id === 'interest-breakdown')).toEqual({
      id: 'interest-breakdown',
      label: 'Interest Breakdown',
      title: 'Interest Breakdown',
      summary: 'See how each EMI splits into principal and interest, and what prepayments save.',
      path: '/interest-breakdown',
      icon: TOOL_ICONS.chart,
    });
    for (const card of cards) expect(card.icon).not.toBe(GENERIC_TOOL_ICON);
  });
});

test('a tool in the dashboard order without `dashboard: true` gets no card', () => {
  const tools = catalogueOf({
    calculators: areaTools('calculators').map((tool) => (tool.id === 'fd' ? { ...tool, dashboard: false } : tool)),
  });
  expect(dashboardCards(tools).map((card) => card.id)).not.toContain('fd');
});

test('a new area places its group and its card by the ranks its tools.json declares', () => {
  const tools = catalogueOf({
    insurance: [
      toolEntry('term-cover', {
        label: 'Term Cover',
        group: 'Insurance',
        groupRank: 15,
        dashboard: true,
        dashboardRank: 15,
        icon: 'M3 3h18v18H3z',
      }),
    ],
  });
  const menu = sidebarMenu(tools);
  expect(topLevel(menu).slice(0, 5)).toEqual(['Dashboard', 'ChatBot', 'Get Img/Video', 'Insurance', 'Calculators']);
  const cards = dashboardCards(tools);
  expect(cards.map((card) => card.id).slice(0, 3)).toEqual(['emi', 'term-cover', 'fd']);
  expect(cards[1]?.icon).toBe('M3 3h18v18H3z');
});

test('a group takes the lowest rank any of its tools declares; a named icon no build wrote out draws the generic one', () => {
  const tools = catalogueOf({
    savings: [
      toolEntry('rainy-day', { label: 'Rainy Day', group: 'Savings', groupRank: 50, dashboard: true, icon: 'emi' }),
      toolEntry('budget', { label: 'Budget', group: 'Savings', groupRank: 5 }),
    ],
  });
  expect(topLevel(sidebarMenu(tools)).slice(0, 4)).toEqual(['Dashboard', 'ChatBot', 'Savings', 'Get Img/Video']);
  expect(dashboardCards(tools).at(-1)).toMatchObject({ id: 'rainy-day', icon: GENERIC_TOOL_ICON });
});

describe('matchingCards: what the dashboard’s Search tools box keeps', () => {
  const cards = dashboardCards(catalogueOf());
  const ids = (text: string) => matchingCards(cards, text).map((card) => card.id);

  test.each([
    ['by label, any case', 'gst', ['value-of-percentage', 'gst']],
    ['by title', 'Percentage of Total', ['value-of-percentage']],
    ['by summary', 'house rent', ['hra']],
    ['spaces around the text do not count', '  Gratuity  ', ['gratuity']],
    ['nothing', 'crypto', []],
  ])('%s: %j', (_name, text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  test('no text keeps every card, in order', () => {
    expect(matchingCards(cards, '')).toBe(cards);
    expect(matchingCards(cards, '   ')).toBe(cards);
  });
});
