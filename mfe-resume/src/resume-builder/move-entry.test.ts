import { moveEntry, moveTarget, type MoveDirection } from './move-entry';

const list = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id).join('');

describe('moveEntry swaps an entry with its neighbour', () => {
  test.each<[string, string, MoveDirection, string]>([
    ['abc', 'b', 'up', 'bac'],
    ['abc', 'b', 'down', 'acb'],
    ['abc', 'c', 'up', 'acb'],
    ['abc', 'a', 'down', 'bac'],
    ['ab', 'b', 'up', 'ba'],
    ['ab', 'a', 'down', 'ba'],
    // At an end, alone, or not there: nothing moves.
    ['abc', 'a', 'up', 'abc'],
    ['abc', 'c', 'down', 'abc'],
    ['a', 'a', 'up', 'a'],
    ['a', 'a', 'down', 'a'],
    ['abc', 'x', 'up', 'abc'],
    ['', 'x', 'down', ''],
  ])('%s: %s %s → %s', (before, id, direction, after) => {
    expect(ids(moveEntry(list(...before), id, direction))).toBe(after);
  });

  test('returns the same array when nothing moves, and never changes its input', () => {
    const entries = list('a', 'b');
    expect(moveEntry(entries, 'a', 'up')).toBe(entries);
    const moved = moveEntry(entries, 'a', 'down');
    expect(moved).not.toBe(entries);
    expect(ids(entries)).toBe('ab');
  });

  test('an entry keeps its own fields when it moves', () => {
    const entries = [
      { id: 'a', title: 'First' },
      { id: 'b', title: 'Second' },
    ];
    expect(moveEntry(entries, 'b', 'up')).toEqual([entries[1], entries[0]]);
  });

  test('up then down is where it started', () => {
    const entries = list('a', 'b', 'c', 'd');
    for (const { id } of entries.slice(1)) {
      expect(ids(moveEntry(moveEntry(entries, id, 'up'), id, 'down'))).toBe('abcd');
    }
  });
});

test.each<[string, string, MoveDirection, number | null]>([
  ['abc', 'a', 'up', null],
  ['abc', 'a', 'down', 1],
  ['abc', 'c', 'up', 1],
  ['abc', 'c', 'down', null],
  ['abc', 'z', 'down', null],
])('moveTarget(%s, %s, %s) → %s', (before, id, direction, target) => {
  expect(moveTarget(list(...before), id, direction)).toBe(target);
});
