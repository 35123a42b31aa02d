import type { MenuEntry } from '../navigation/menu';
import { catalogueOf } from '../../test/catalogue';
import { dashboardCards } from './dashboard-layout';
import { sidebarMenu } from './shell-layout';

// Today's product, pinned whole: the order comes from the areas' tools.json (dashboardRank, groupRank),
// so a change to one of those files that moves a card or a group fails here, not in a visitor's sidebar.

const outline = (menu: MenuEntry[]) =>
  menu.map((entry) => (entry.kind === 'group' ? [entry.label, entry.items.map((item) => item.label)] : entry.label));

test('the seed’s full sidebar, in order', () => {
  expect(outline(sidebarMenu(catalogueOf()))).toEqual([
    'Dashboard',
    'ChatBot',
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
        'PPF',
        'Sukanya Samriddhi',
        'NPS',
        'EPF',
        'SWP',
        'Goal Planner',
        'GST',
      ],
    ],
    ['Tax Tools', ['Old Regime Tax', 'New Regime Tax', 'Tax Compare', 'HRA', 'Salary', 'Gratuity', 'Capital Gains']],
    ['Products', ['ParkingMate', 'NoteIQ', 'Resume Tool', 'Invoice-Gen', 'ReportIQ', 'SecretChat', 'Portfolio']],
    'Settings',
    'Help',
  ]);
});

test('the seed’s full dashboard, in order', () => {
  expect(dashboardCards(catalogueOf()).map((card) => card.id)).toEqual([
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
    'ppf',
    'ssy',
    'nps',
    'epf',
    'swp',
    'goal',
    'gst',
    'hra',
    'salary',
    'gratuity',
    'capital-gains',
  ]);
});
