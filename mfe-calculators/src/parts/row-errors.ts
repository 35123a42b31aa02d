import type { FieldErrors } from '@fintools/shared/validation/result';

/**
 * The messages of a list's rows after a removed one, moved up a row with them; the removed row's go. A row's
 * messages are keyed `<list>.<row>.<field>` (a loan's `prepayments.2.month`, XIRR's `flows.0.date`); every other
 * key stays as it is.
 * @example moveRowErrors({ 'flows.2.date': 'm', flows: 'n' }, 'flows', 1) // { 'flows.1.date': 'm', flows: 'n' }
 */
export function moveRowErrors<Key extends string>(
  errors: FieldErrors<Key>,
  list: string,
  removed: number,
): FieldErrors<Key> {
  const moved: FieldErrors<Key> = {};
  const prefix = `${list}.`;
  for (const [key, message] of Object.entries(errors) as [Key, string][]) {
    const [row, ...rest] = key.startsWith(prefix) ? key.slice(prefix.length).split('.') : [];
    if (row === undefined || !/^\d+$/.test(row) || rest.length === 0) {
      moved[key] = message;
      continue;
    }
    const index = Number(row);
    if (index !== removed) moved[`${prefix}${index > removed ? index - 1 : index}.${rest.join('.')}` as Key] = message;
  }
  return moved;
}
