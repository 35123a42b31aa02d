// The gateway's chat reply is NDJSON: one JSON object per line. Network chunks do not respect lines: a
// line can be cut anywhere (even inside a UTF-8 character) and one chunk can carry several lines.
import { readChatStreamLine, type ChatStreamLine } from '@fintools/shared/api/chat';

/** A line of `POST /api/chat`'s answer. */
export type ChatStreamEvent = ChatStreamLine;

export interface NdjsonParser {
  /** Takes the next piece of decoded text; returns the events of the lines it completed. */
  push(text: string): ChatStreamEvent[];
  /** The stream has ended: returns the event of a last line that had no newline, if any. */
  end(): ChatStreamEvent[];
}

/**
 * A line splitter and reader for the chat stream. Lines that are blank, not JSON, or not one of the
 * three events are skipped, the way the gateway skips provider events it does not understand.
 *
 * @example
 * const parser = createNdjsonParser();
 * parser.push('{"type":"delta","text":"Hel'); // → []
 * parser.push('lo"}\n{"type":"done"}\n');      // → [{ type: 'delta', text: 'Hello' }, { type: 'done' }]
 */
export function createNdjsonParser(): NdjsonParser {
  let pending = '';
  return {
    push(text) {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      return readLines(lines);
    },
    end() {
      const last = pending;
      pending = '';
      return readLines([last]);
    },
  };
}

function readLines(lines: readonly string[]): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = [];
  for (const line of lines) {
    const event = readChatStreamLine(line);
    if (event) events.push(event);
  }
  return events;
}

/**
 * The events of a response body, in order, decoding UTF-8 across chunk boundaries. Ends when the
 * body ends; throws what the reader throws (an AbortError when the request is stopped).
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createNdjsonParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // Stopping early (a `done` line, or the caller breaking out) lets the connection go.
    reader.cancel().catch(() => undefined);
  }
}
