import { findTool, REMOTE_NAMES, TOOL_ALIASES, toolAtPath, TOOLS, toolsOfRemote } from './tools';

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
