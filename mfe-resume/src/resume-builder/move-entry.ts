// Reordering the entries of a resume section with "Move up" / "Move down".

export type MoveDirection = 'up' | 'down';

/**
 * Where the entry `id` would go: its index one place up or down, or null when it is already first
 * (up), last (down), or not in the list.
 * @example moveTarget([{ id: 'a' }, { id: 'b' }], 'b', 'up') // 0
 * @example moveTarget([{ id: 'a' }, { id: 'b' }], 'b', 'down') // null
 */
export function moveTarget(entries: readonly { id: string }[], id: string, direction: MoveDirection): number | null {
  const from = entries.findIndex((entry) => entry.id === id);
  if (from === -1) return null;
  const to = direction === 'up' ? from - 1 : from + 1;
  return to < 0 || to >= entries.length ? null : to;
}

/**
 * The list with the entry `id` swapped with its neighbour above or below. When it cannot move (see
 * `moveTarget`) the same array comes back, so a caller can tell nothing changed.
 * @example moveEntry([a, b, c], 'c', 'up') // [a, c, b]
 */
export function moveEntry<T extends { id: string }>(
  entries: readonly T[],
  id: string,
  direction: MoveDirection,
): readonly T[] {
  const to = moveTarget(entries, id, direction);
  if (to === null) return entries;
  const from = direction === 'up' ? to + 1 : to - 1;
  const moved = [...entries];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
