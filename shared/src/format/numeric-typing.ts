import { regroupWithCaret } from './indian-number';

/** How a numeric field filters what is typed or pasted into it (docs/product.md §5: "typing is limited to…"). */
export interface NumericTypingRules {
  /** Indian grouping as typed (amounts). Implies whole numbers. */
  grouping?: boolean;
  /** Decimal places allowed; 0 means digits only (default 0). */
  decimals?: number;
  /** Values above this are refused: the field keeps what it had. */
  max?: number;
}

export interface TypedValue {
  text: string;
  caret: number;
}

/**
 * Filters a field's new text as the visitor types: drops characters the field does not take, regroups
 * amounts, and refuses a change that would pass `max`. Returns the text to show and where the caret goes.
 * @example filterNumericTyping("12a5", 3, "125", { decimals: 0 }) // { text: "125", caret: 2 }
 * @example filterNumericTyping("1001", 4, "100", { max: 1000 }) // { text: "100", caret: 3 }
 */
export function filterNumericTyping(
  raw: string,
  caret: number,
  previous: string,
  rules: NumericTypingRules,
): TypedValue {
  const next = rules.grouping ? regroupWithCaret(raw, caret) : keepNumberCharacters(raw, caret, rules.decimals ?? 0);
  const value = Number(next.text.replace(/,/g, ''));
  if (rules.max !== undefined && next.text !== '' && value > rules.max) {
    const removed = raw.length - previous.length;
    return { text: previous, caret: Math.max(0, Math.min(previous.length, caret - Math.max(0, removed))) };
  }
  return next;
}

function keepNumberCharacters(raw: string, caret: number, decimals: number): TypedValue {
  let text = '';
  let newCaret = 0;
  let seenDot = false;
  let decimalsSeen = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index] ?? '';
    let keep = false;
    if (char >= '0' && char <= '9') {
      keep = !seenDot || decimalsSeen < decimals;
      if (keep && seenDot) decimalsSeen += 1;
    } else if (char === '.' && decimals > 0 && !seenDot) {
      keep = true;
      seenDot = true;
    }
    if (keep) text += char;
    if (index < caret && keep) newCaret += 1;
  }
  return { text, caret: newCaret };
}
