import { ReadableStream } from 'node:stream/web';
import { TextEncoder } from 'node:util';
import { createNdjsonParser, readChatStream, type ChatStreamEvent } from './chat-stream';

const delta = (text: string): ChatStreamEvent => ({ type: 'delta', text });
const DONE: ChatStreamEvent = { type: 'done' };

/** Feeds the chunks one by one, then ends the stream; returns the events in order. */
function parse(chunks: readonly string[]): ChatStreamEvent[] {
  const parser = createNdjsonParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

test.each<[string, string[], ChatStreamEvent[]]>([
  ['one line per chunk', ['{"type":"delta","text":"Hello"}\n', '{"type":"done"}\n'], [delta('Hello'), DONE]],
  [
    'several lines in one chunk',
    ['{"type":"delta","text":"A"}\n{"type":"delta","text":"B"}\n{"type":"done"}\n'],
    [delta('A'), delta('B'), DONE],
  ],
  [
    'a line cut in the middle of its JSON',
    ['{"type":"del', 'ta","te', 'xt":"Hel', 'lo"}\n{"type"', ':"done"}\n'],
    [delta('Hello'), DONE],
  ],
  ['a line cut just before its newline', ['{"type":"delta","text":"A"}', '\n{"type":"done"}\n'], [delta('A'), DONE]],
  ['every character its own chunk', [...'{"type":"delta","text":"₹5"}\n{"type":"done"}\n'], [delta('₹5'), DONE]],
  [
    'newlines inside the text are escaped JSON, not line ends',
    ['{"type":"delta","text":"- a\\n- b\\n"}\n'],
    [delta('- a\n- b\n')],
  ],
  [
    'a last line without a newline is read when the stream ends',
    ['{"type":"delta","text":"A"}\n{"type":"done"}'],
    [delta('A'), DONE],
  ],
  ['CRLF line ends', ['{"type":"delta","text":"A"}\r\n{"type":"done"}\r\n'], [delta('A'), DONE]],
  ['blank lines are skipped', ['\n\n{"type":"delta","text":"A"}\n\n', '\n{"type":"done"}\n'], [delta('A'), DONE]],
  [
    'a mid-stream error keeps its message',
    ['{"type":"delta","text":"Par"}\n{"type":"error","error":"The chat service ended its reply early"}\n'],
    [delta('Par'), { type: 'error', error: 'The chat service ended its reply early' }],
  ],
  ['an error without a message', ['{"type":"error"}\n'], [{ type: 'error', error: '' }]],
  [
    'lines that are not JSON, or not one of the three events, are skipped',
    ['not json\n[1,2]\nnull\n"text"\n{"type":"ping"}\n{"text":"no type"}\n{"type":"delta","text":"A"}\n'],
    [delta('A')],
  ],
  [
    'a delta whose text is not text is skipped',
    ['{"type":"delta","text":42}\n{"type":"delta"}\n{"type":"delta","text":""}\n'],
    [delta('')],
  ],
  ['nothing at all', [], []],
])('%s', (_name, chunks, expected) => {
  expect(parse(chunks)).toEqual(expected);
});

/** A response body made of these byte pieces. */
function bodyOf(pieces: readonly Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  }) as unknown as globalThis.ReadableStream<Uint8Array>;
}

async function readAll(body: globalThis.ReadableStream<Uint8Array>): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of readChatStream(body)) events.push(event);
  return events;
}

test('a UTF-8 character cut between two network chunks arrives whole', async () => {
  const bytes = new TextEncoder().encode('{"type":"delta","text":"₹1,00,000 नमस्ते"}\n{"type":"done"}\n');
  const rupee = bytes.indexOf(0xe2); // ₹ is E2 82 B9
  const pieces = [
    bytes.subarray(0, rupee + 1),
    bytes.subarray(rupee + 1, rupee + 2),
    bytes.subarray(rupee + 2, rupee + 30),
    bytes.subarray(rupee + 30),
  ];
  expect(await readAll(bodyOf(pieces))).toEqual([delta('₹1,00,000 नमस्ते'), DONE]);
});

test('a body that ends without a newline still gives its last event', async () => {
  expect(await readAll(bodyOf([new TextEncoder().encode('{"type":"delta","text":"A"}\n{"type":"done"}')]))).toEqual([
    delta('A'),
    DONE,
  ]);
});

test('a body that breaks off throws what the network throws', async () => {
  let failLater: (reason: unknown) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"type":"delta","text":"A"}\n'));
      failLater = (reason) => controller.error(reason);
    },
  }) as unknown as globalThis.ReadableStream<Uint8Array>;
  const events: ChatStreamEvent[] = [];
  const reading = (async () => {
    for await (const event of readChatStream(body)) {
      events.push(event);
      failLater(new Error('connection reset'));
    }
  })();
  await expect(reading).rejects.toThrow('connection reset');
  expect(events).toEqual([delta('A')]);
});
