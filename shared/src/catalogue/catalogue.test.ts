import { findTool, isPagePath, mergeCatalogue, parseCatalogue, toolAtPath, toolModule, toolsOfArea } from './catalogue';
import type { ToolEntry } from './tool-entry';

const entry = (id: string, path: string): ToolEntry => ({
  id,
  path,
  label: id,
  title: id,
  summary: `${id}.`,
  screen: `src/${id}-screen.tsx`,
});

const { tools, skipped } = mergeCatalogue([
  ['calculators', [entry('emi', '/emi-calculator'), entry('fd', '/fd-calculator')]],
  ['tax', [entry('old-regime-tax', '/old-regime-tax')]],
  // A hand-written map could hold a clash: the earlier area keeps the id and the path.
  ['savings', [entry('fd', '/fixed-deposit'), entry('ppf', '/FD-Calculator'), entry('ssy', '/ssy-calculator')]],
]);

test('areas merge in order, each tool with its area; clashes are left out and reported', () => {
  expect(tools.map((tool) => [tool.area, tool.id])).toEqual([
    ['calculators', 'emi'],
    ['calculators', 'fd'],
    ['tax', 'old-regime-tax'],
    ['savings', 'ssy'],
  ]);
  expect(skipped).toEqual([
    'savings: id "fd" is already served by calculators',
    'savings: path "/FD-Calculator" is already served by calculators',
  ]);
});

test('lookups by id, path and area', () => {
  expect(findTool(tools, 'ssy')?.area).toBe('savings');
  expect(toolAtPath(tools, '/Old-Regime-Tax/')?.id).toBe('old-regime-tax');
  expect(toolAtPath(tools, '/nothing')).toBeUndefined();
  expect(toolsOfArea(tools, 'calculators').map((tool) => tool.id)).toEqual(['emi', 'fd']);
  expect(toolModule(entry('emi', '/emi-calculator'))).toBe('emi-screen');
});

test.each([
  ['/', true],
  ['/Dashboard', true],
  ['/help/', true],
  ['/ssy-calculator', true],
  ['/main.0a1b2c3d.js', false],
  ['/no-such-page', false],
])('%s is a page: %s', (path, page) => {
  expect(isPagePath(tools, path)).toBe(page);
});

test('a catalogue read from the wire keeps only well-formed tools with an area', () => {
  expect(parseCatalogue([...tools, { ...tools[0], area: 'Bad Area' }, { id: 'x' }, 'nonsense'])).toEqual(tools);
  expect(parseCatalogue({ tools })).toEqual([]);
});
