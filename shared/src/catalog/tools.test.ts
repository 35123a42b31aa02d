import {
  findTool,
  isPagePath,
  REMOTE_NAMES,
  screenIntro,
  TOOL_ALIASES,
  toolAtPath,
  TOOLS,
  toolsOfRemote,
} from './tools';

test('tool ids are the public contract of docs/contracts.md', () => {
  expect(TOOLS.map((tool) => tool.id)).toEqual([
    'basic',
    'emi',
    'loan',
    'fd',
    'rd',
    'sip',
    'tds',
    'currency',
    'percentage',
    'value-of-percentage',
    'dob',
    'find-day',
    'old-regime-tax',
    'new-regime-tax',
    'tax-compare',
    'images',
    'videos',
    'chat',
    'resume',
  ]);
});

test('every spec route has exactly one tool or alias', () => {
  const paths = [...TOOLS.map((tool) => tool.path), ...TOOL_ALIASES.map((alias) => alias.path)];
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.sort()).toEqual(
    [
      '/chat-bot',
      '/image-downloader',
      '/video-downloader',
      '/basiccalc-calculator',
      '/emi-calculator',
      '/fd-calculator',
      '/rd-calculator',
      '/sip-calculator',
      '/tds-calculator',
      '/currency-calculator',
      '/loan-calculator',
      '/percentage-calculator',
      '/value-of-percentage',
      '/dob-calculator',
      '/dayfind-calculator',
      '/old-regime-tax',
      '/new-regime-tax',
      '/taxcompare-calculator',
      '/resume-builder',
      '/interest-breakdown',
    ].sort(),
  );
});

test('each remote owns its tools', () => {
  expect(REMOTE_NAMES).toEqual(['calculators', 'tax', 'media', 'chat', 'resume']);
  expect(toolsOfRemote('tax').map((tool) => tool.id)).toEqual(['old-regime-tax', 'new-regime-tax', 'tax-compare']);
  expect(findTool('emi')?.module).toBe('EmiCalculator');
  expect(findTool('nope')).toBeUndefined();
});

test.each([
  ['/emi-calculator', 'emi'],
  ['/EMI-Calculator/', 'emi'],
  ['/interest-breakdown', 'loan'],
  ['/chat-bot', 'chat'],
  ['/', undefined],
  ['/settings', undefined],
  ['/emi-calculator/extra', undefined],
])('the page %s shows the tool %s', (pathname, id) => {
  expect(toolAtPath(pathname)?.id).toBe(id);
});

test.each([
  ['/', true],
  ['/Dashboard', true],
  ['/dashboard/', true],
  ['/settings', true],
  ['/help', true],
  ['/emi-calculator', true],
  ['/Resume-Builder/', true],
  ['/interest-breakdown', true],
  ['/no-such-tool', false],
  ['/main.0a1b2c3d.js', false],
  ['/api/rates', false],
  ['/mfe/tax/mf-manifest.json', false],
  ['/help/me', false],
])('isPagePath(%j) → %s', (pathname, expected) => {
  expect(isPagePath(pathname)).toBe(expected);
});

test('every tool and alias is a page', () => {
  for (const path of [...TOOLS.map((tool) => tool.path), ...TOOL_ALIASES.map((alias) => alias.path)]) {
    expect(isPagePath(path)).toBe(true);
  }
});

test.each(TOOLS.map((tool) => [tool.id, tool.summary]))(
  'the %s tool says what it does in a sentence that wraps to about two lines on a phone',
  (_id, summary) => {
    // Two lines at 375–412 px wide: long enough to be the page's largest text from its first paint
    // (tool-skeleton.tsx), short enough not to push the form down.
    expect(summary.length).toBeGreaterThanOrEqual(60);
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary).toMatch(/^[A-Z].*\.$/);
  },
);

test.each([
  ['emi', 'EMI Calculator'],
  ['loan', 'LOAN CALCULATOR'],
  ['new-regime-tax', 'New Regime Tax (2025-2026)'],
] as const)('the %s screen is headed %s, with its summary under it', (id, title) => {
  expect(screenIntro(id)).toEqual({ title, summary: findTool(id)?.summary });
});
