import { isIconPath } from './tool-entry';
import { namedIconPath, TOOL_ICONS, withIconPaths } from './icons';

test.each(Object.entries(TOOL_ICONS))('the icon %s is path data the schema accepts', (name, path) => {
  expect(namedIconPath(name)).toBe(path);
  expect(isIconPath(path)).toBe(true);
  expect(isIconPath(name)).toBe(false);
});

test.each([
  ['unknown', 'rocket'],
  ['an Object.prototype key', 'toString'],
  ['a different case', 'EMI'],
])('a %s name is not in the set', (_case, name) => {
  expect(namedIconPath(name)).toBeUndefined();
});

test('named icons are written out as path data; path data, none and unknown names as the shell needs them', () => {
  expect(
    withIconPaths([
      { id: 'emi', icon: 'emi' },
      { id: 'own', icon: 'M1 1h22' },
      { id: 'none' },
      { id: 'gone', icon: 'rocket' },
    ]),
  ).toEqual([{ id: 'emi', icon: TOOL_ICONS.emi }, { id: 'own', icon: 'M1 1h22' }, { id: 'none' }, { id: 'gone' }]);
});
