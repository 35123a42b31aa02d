/**
 * Text from a build (its label, a version its manifest asks for, a tool's name) reaches a team's terminal
 * through `pnpm release`. A CDN or a careless build can put control characters in it: an escape sequence
 * that clears the screen, recolours a "NO" into nothing, or moves the cursor to rewrite the table; and
 * bidirectional overrides that show the characters of a URL in another order. They are removed.
 */

/** C0 controls but the newline, DEL, C1 controls, and the bidirectional marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` without control characters; newlines stay (a message may span lines).
 * @example terminalText('tax v2\u001b[2J\u001b[H') // 'tax v2[2J[H'
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, '');
}

/**
 * One cell of a table: no control character and no newline, so a value cannot break the row it sits in.
 * @example terminalCell('v2\nFAKE ROW') // 'v2 FAKE ROW'
 */
export function terminalCell(text: string): string {
  return terminalText(text.replace(/[\r\n]+/g, ' '));
}
