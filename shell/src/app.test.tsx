import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { findTool, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { areaTools, catalogueOf, toolEntry } from '../test/catalogue';
import { App } from './app';
import { THEME_STORAGE_KEY } from './theme/theme';

/** A catalogue like the seed's (fixture): five areas' tools.json merged, as the gateway serves it. */
const CATALOGUE = catalogueOf();

/**
 * Renders the shell at a path and waits for the page's code (its own chunk) to arrive. Inside an
 * awaited act: React 19's test mode never retries a component that suspended in a synchronous act.
 */
async function renderAt(path: string, tools: readonly CatalogueTool[] = CATALOGUE) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App tools={tools} />
      </MemoryRouter>,
    );
  });
}

/** A click that navigates: the next page may have to load its chunk first (navigations are transitions). */
async function follow(element: HTMLElement) {
  await act(async () => userEvent.click(element));
}

function topLevelEntries(): string[] {
  const menu = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('list')[0]!;
  return Array.from(menu.children).map((item) => item.firstElementChild?.textContent?.trim() ?? '');
}

beforeEach(() => {
  window.innerWidth = 1280;
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('sidebar', () => {
  test('menu order is the product’s (docs/product.md)', async () => {
    await renderAt('/');
    expect(topLevelEntries()).toEqual([
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

  test('the group of the current route opens by itself and the current item is marked', async () => {
    await renderAt('/emi-calculator');
    expect(screen.getByRole('button', { name: 'Calculators' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Tax Tools' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'EMI' })).toHaveAttribute('aria-current', 'page');
    const calculators = screen.getByRole('button', { name: 'Calculators' }).nextElementSibling as HTMLElement;
    expect(
      within(calculators)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
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
      // Tools added after the spec: at the end of their group, in their remote's order.
      'PPF',
      'Sukanya Samriddhi',
      'NPS',
      'EPF',
      'SWP',
      'Goal Planner',
      'GST',
    ]);
  });

  test('submenus toggle on click', async () => {
    await renderAt('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const tax = nav.getByRole('button', { name: 'Tax Tools' });
    expect(nav.queryByRole('link', { name: 'Tax Compare' })).not.toBeInTheDocument();
    await userEvent.click(tax);
    expect(tax).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Tax Compare' })).toHaveAttribute('href', '/taxcompare-calculator');
    await userEvent.click(tax);
    expect(nav.queryByRole('link', { name: 'Tax Compare' })).not.toBeInTheDocument();
  });

  test('the seven products open in a new tab without an opener', async () => {
    await renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    const products = screen.getByRole('button', { name: 'Products' }).nextElementSibling as HTMLElement;
    const links = within(products).getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'ParkingMate',
      'NoteIQ',
      'Resume Tool',
      'Invoice-Gen',
      'ReportIQ',
      'SecretChat',
      'Portfolio',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('open by default on wide screens and collapsible', async () => {
    await renderAt('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  test('on a phone it is a drawer, closed by default, that closes when a link is followed', async () => {
    window.innerWidth = 375;
    await renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await follow(screen.getByRole('link', { name: 'Help' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });
});

describe('profile popup', () => {
  test('starts closed, opens on the arrow, closes on an outside click', async () => {
    await renderAt('/');
    const arrow = screen.getByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(arrow);
    expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveTextContent('Guest');
    await userEvent.click(screen.getByRole('heading', { name: 'What would you like to use?' }));
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
  });

  test('closes on Escape and links to Settings and Help', async () => {
    await renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const popup = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(popup).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(popup).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
  });
});

describe('dashboard', () => {
  test('asks what to use and shows one card per tool, Loan once', async () => {
    await renderAt('/Dashboard');
    expect(screen.getByRole('heading', { name: 'What would you like to use?' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const cards = within(main).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
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
      // Tools added after the spec: at the end of the dashboard, in catalogue order.
      'PPF',
      'Sukanya Samriddhi',
      'NPS',
      'EPF',
      'SWP',
      'Goal Planner',
      'GST',
      'HRA',
      'Salary',
      'Gratuity',
      'Capital Gains',
    ]);
    expect(within(main).getByRole('link', { name: 'Interest Breakdown' })).toHaveAttribute(
      'href',
      '/interest-breakdown',
    );
    expect(document.title).toBe('FinTools — free Indian finance calculators');
  });

  test('Search tools filters the cards as one types, by label, title or summary in any case', async () => {
    await renderAt('/');
    const main = screen.getByRole('main');
    const names = () =>
      within(main)
        .queryAllByRole('link')
        .map((card) => card.textContent);
    const all = names();
    const search = within(main).getByRole('searchbox', { name: 'Search tools' });
    await userEvent.type(search, 'REGIME');
    expect(names()).toEqual(['Old Regime Tax', 'New Regime Tax', 'Tax Compare']);
    await userEvent.clear(search);
    // In summaries alone ("Public Provident Fund", "Employees’ Provident Fund"), and in a title alone.
    await userEvent.type(search, 'provident');
    expect(names()).toEqual(['PPF', 'EPF']);
    await userEvent.clear(search);
    await userEvent.type(search, '  samriddhi CALC ');
    expect(names()).toEqual(['Sukanya Samriddhi']);
    expect(within(main).getByRole('status')).toHaveTextContent('');
    await userEvent.clear(search);
    expect(names()).toEqual(all);
  });

  test('no card matches: it says so, and the sidebar keeps every group', async () => {
    await renderAt('/');
    const main = screen.getByRole('main');
    await userEvent.type(within(main).getByRole('searchbox', { name: 'Search tools' }), 'crypto');
    expect(within(main).queryAllByRole('link')).toEqual([]);
    expect(within(main).getByRole('status')).toHaveTextContent('No tool matches "crypto".');
    expect(topLevelEntries()).toContain('Calculators');
  });

  test('a card navigates to its tool', async () => {
    await renderAt('/');
    await follow(within(screen.getByRole('main')).getByRole('link', { name: 'Tax Compare' }));
    expect(screen.getByRole('button', { name: 'Tax Tools' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.title).toBe('Tax Compare · FinTools');
  });
});

describe('pages', () => {
  test('the 404 page offers the way back', async () => {
    await renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await follow(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(screen.getByRole('heading', { name: 'What would you like to use?' })).toBeInTheDocument();
  });

  test('settings keep the theme in localStorage and a cookie, and apply it', async () => {
    await renderAt('/settings');
    expect(screen.getByRole('radio', { name: 'Same as my device' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    // The gateway reads the cookie to serve the next page in the same theme.
    expect(document.cookie).toContain('fintools-theme=dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Same as my device' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.cookie).not.toContain('fintools-theme=');
  });

  test('help explains every tool in two lines', async () => {
    await renderAt('/help');
    expect(screen.getByRole('link', { name: 'EMI Calculator' })).toHaveAttribute('href', '/emi-calculator');
    const emi = screen.getByRole('link', { name: 'EMI Calculator' }).closest('div')!;
    // The tool's own summary (the one its screen opens with), then a detail.
    expect(emi).toHaveTextContent(
      `${findTool(CATALOGUE, 'emi')!.summary}Also shows the total interest and the total you repay.`,
    );
  });

  test('help lists every tool of the live catalogue, one a remote added too', async () => {
    const tools = catalogueOf({
      savings: [
        toolEntry('rainy-day', { title: 'Rainy Day Calculator', summary: 'Grow a PPF.', help: 'Lock-in of 15 years.' }),
      ],
    });
    await renderAt('/help', tools);
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links).toHaveLength(tools.length);
    expect(screen.getByRole('link', { name: 'Rainy Day Calculator' }).closest('div')).toHaveTextContent(
      'Grow a PPF.Lock-in of 15 years.',
    );
  });
});

describe('routes from the catalogue', () => {
  test.each(['/emi-calculator', '/EMI-Calculator', '/emi-calculator/'])(
    'the deep link %s opens the tool, named as the catalogue names it',
    async (path) => {
      await renderAt(path);
      expect(document.title).toBe('EMI Calculator · FinTools');
      expect(screen.getByRole('link', { name: 'EMI' })).toHaveAttribute('aria-current', 'page');
    },
  );

  test('a path the catalogue does not have is the 404 page, with the sidebar', async () => {
    const tools = CATALOGUE.filter((tool) => tool.id !== 'fd');
    await renderAt('/fd-calculator', tools);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · FinTools');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  test('a tool a remote renames or adds: its title, its sidebar entry, its card, its route', async () => {
    const tools = catalogueOf({
      calculators: [
        ...areaTools('calculators').map((tool) =>
          tool.id === 'emi' ? { ...tool, title: 'Loan EMI Calculator' } : tool,
        ),
        toolEntry('rainy-day', {
          label: 'Rainy Day',
          title: 'Rainy Day Calculator',
          group: 'Calculators',
          dashboard: true,
        }),
      ],
    });
    await renderAt('/', tools);
    const cards = within(screen.getByRole('main')).getAllByRole('link');
    const card = within(screen.getByRole('main')).getByRole('link', { name: 'Rainy Day' });
    // Among the cards the layout does not place, after the spec's: in catalogue order, after GST, before HRA.
    const names = cards.map((link) => link.textContent);
    expect(names.slice(names.indexOf('GST'), names.indexOf('GST') + 3)).toEqual(['GST', 'Rainy Day', 'HRA']);
    await follow(card);
    expect(document.title).toBe('Rainy Day Calculator · FinTools');
    const calculators = screen.getByRole('button', { name: 'Calculators' }).nextElementSibling as HTMLElement;
    expect(within(calculators).getAllByRole('link').at(-1)).toHaveAttribute('aria-current', 'page');
    await follow(within(calculators).getByRole('link', { name: 'EMI' }));
    expect(document.title).toBe('Loan EMI Calculator · FinTools');
  });

  test('a sixth area’s group and tool', async () => {
    const tools = catalogueOf({
      savings: [
        toolEntry('rainy-day', {
          label: 'Rainy Day',
          title: 'Rainy Day Calculator',
          group: 'Savings',
          dashboard: true,
        }),
      ],
    });
    await renderAt('/rainy-day-calculator', tools);
    expect(topLevelEntries()).toEqual([
      'Dashboard',
      'ChatBot',
      'Get Img/Video',
      'Calculators',
      'Tax Tools',
      'Savings',
      'Products',
      'Settings',
      'Help',
    ]);
    expect(screen.getByRole('button', { name: 'Savings' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Rainy Day' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a tool whose remote cannot load shows the fallback with Retry, and the sidebar still works', async () => {
  // jsdom has no network: remotes.json cannot be fetched, exactly like a dead gateway.
  await renderAt('/resume-builder');
  expect(
    await screen.findByRole('heading', { name: 'This tool is temporarily unavailable' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Resume Builder · FinTools');
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(
    await screen.findByRole('heading', { name: 'This tool is temporarily unavailable' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  await follow(screen.getByRole('link', { name: 'Dashboard' }));
  expect(screen.getByRole('heading', { name: 'What would you like to use?' })).toBeInTheDocument();
});
