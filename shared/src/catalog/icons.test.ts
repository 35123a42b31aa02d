import { GENERIC_TOOL_ICON, TOOL_ICONS, toolIconPath } from './icons';

test.each(Object.entries(TOOL_ICONS))('the icon %s draws its own path', (name, path) => {
  expect(toolIconPath(name)).toBe(path);
  expect(path).not.toBe(GENERIC_TOOL_ICON);
});

test.each([
  ['missing', undefined],
  ['unknown', 'rocket'],
  ['an Object.prototype key', 'toString'],
  ['a different case', 'EMI'],
])('a %s name gets the generic icon', (_case, name) => {
  expect(toolIconPath(name)).toBe(GENERIC_TOOL_ICON);
});
