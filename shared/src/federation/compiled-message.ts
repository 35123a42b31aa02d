/**
 * How a compiled catalogue keys and holds a translation (shared/build/messages.cjs writes them, Lingui's compiler
 * does the compiling), and how a plain one is read. Plain TypeScript with no imports: the browser's translator,
 * the gateway and the build (for Node) run it alike.
 *
 * Keys: a short id of the English message, not the English itself. A Hindi visitor downloads a tool's catalogue
 * beside its screen, whose code already holds the English; as keys, the English was 43 % of a catalogue's gzipped
 * bytes (Tax Compare's Hindi: 3,999 B, 2,264 B of it translations). FNV-1a over the message's UTF-16 code units,
 * 32 bits, in base 36 after a '#' (no English message is written so): a few lines, where Lingui's own ids
 * (`generateMessageId`, SHA-256 through js-sha256) would bring a hash library to every Hindi page for what is
 * only a lookup key. No two messages of the repository share an id (shared/test/message-ids.test.ts), and the
 * build refuses a catalogue in which two would.
 */

/**
 * The id a compiled catalogue keys `message` (its English) by.
 * @example messageId('Monthly EMI') // '#11j95qb'
 */
export function messageId(message: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < message.length; index++) hash = Math.imul(hash ^ message.charCodeAt(index), 0x01000193);
  return `#${(hash >>> 0).toString(36)}`;
}

/**
 * The key `message`'s translation has in `catalogue`: its English (a catalogue built before ids, still served by
 * a remote released then) or its id; undefined when the catalogue lacks it.
 */
export function catalogueKey(catalogue: Readonly<Record<string, unknown>>, message: string): string | undefined {
  if (Object.hasOwn(catalogue, message)) return message;
  const id = messageId(message);
  return Object.hasOwn(catalogue, id) ? id : undefined;
}

/**
 * A compiled message: its text, or a list of pieces, each text or a placeholder (`["name"]`, or with a format:
 * `["count", "plural", {…}]`), as Lingui's compiler writes it.
 */
export type CompiledMessage = string | readonly unknown[];

/**
 * A plain compiled message (text and `{name}` placeholders only) with its values filled in, as `interpolate`
 * fills an English one (a value not given keeps its `{name}`); undefined for one with a plural, a select or a
 * format, which needs Lingui's runtime.
 * @example plainText(['"', ['text'], '" से कोई टूल मेल नहीं खाता।'], { text: 'ppf' }) // '"ppf" से कोई टूल मेल नहीं खाता।'
 */
export function plainText(
  compiled: CompiledMessage,
  values: Readonly<Record<string, unknown>> = {},
): string | undefined {
  if (typeof compiled === 'string') return compiled;
  let text = '';
  for (const piece of compiled) {
    if (typeof piece === 'string') text += piece;
    else if (Array.isArray(piece) && piece.length === 1 && typeof piece[0] === 'string')
      text += Object.hasOwn(values, piece[0]) ? String(values[piece[0]]) : `{${piece[0]}}`;
    else return undefined;
  }
  return text;
}

/** Whether every message of `catalogue` is plain (plainText reads it), so that no runtime is needed to show it. */
export function isPlainCatalogue(catalogue: Readonly<Record<string, CompiledMessage>>): boolean {
  return Object.values(catalogue).every((compiled) => plainText(compiled) !== undefined);
}
