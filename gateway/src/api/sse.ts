/**
 * A server-sent-events reader that does not trust network chunk boundaries: an event may arrive in
 * pieces, several may share one chunk, and a multi-byte character may be cut in two.
 */

/** Yields the `data` of each event (several `data:` lines joined by "\n"); comments and other fields are skipped. */
export async function* readSseData(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];

  function* takeLines(final: boolean): Generator<string> {
    // Lines end in \n, \r\n or \r. A trailing \r may be half of a \r\n still in flight, so wait for more.
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      if (!match) break;
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      yield* takeLine(line);
    }
  }

  function* takeLine(line: string): Generator<string> {
    if (line === '') {
      // A blank line ends the event.
      if (data.length > 0) yield data.join('\n');
      data = [];
      return;
    }
    if (line.startsWith(':')) return; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  }

  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    yield* takeLines(false);
  }
  buffer += decoder.decode();
  yield* takeLines(true);
  // Be lenient with a last event that lacks its closing blank line (e.g. a bare `data: [DONE]`).
  if (buffer !== '') yield* takeLine(buffer);
  if (data.length > 0) yield data.join('\n');
}
