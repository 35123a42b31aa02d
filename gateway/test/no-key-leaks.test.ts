import { startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { bodyOf, pageTokenHeader, startGateway, startStub } from './helpers';

/**
 * The gateway is the only holder of the provider keys: they must not reach a browser, a log line,
 * or an error message, whether the provider accepts them, refuses them or breaks.
 */
const MEDIA_KEY = 'media-key-7f3a9c';
const CHAT_KEY = 'chat-key-b21e44';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, mediaApiKey: MEDIA_KEY, chatApiKey: CHAT_KEY, chatChunkDelayMs: 0 });
});
afterAll(async () => {
  await fakes.close();
});

const requests = [
  { method: 'GET', url: '/api/images?query=cats&per_page=2' },
  { method: 'GET', url: '/api/videos?query=cats&per_page=2' },
  { method: 'POST', url: '/api/chat', payload: { messages: [{ role: 'user', content: 'hi' }] } },
  { method: 'GET', url: '/api/rates?from=USD' },
  { method: 'GET', url: '/remotes.json' },
] as const;

async function runAll(upstream: string, chatUpstream: string) {
  const lines: string[] = [];
  const app = await startGateway(
    {
      mediaBaseUrl: upstream,
      chatBaseUrl: chatUpstream,
      ratesBaseUrl: upstream,
      mediaApiKey: MEDIA_KEY,
      chatApiKey: CHAT_KEY,
      logLevel: 'debug',
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  const responses = [];
  for (const request of requests)
    responses.push(
      await app.inject({ ...request, headers: { authorization: `Bearer ${CHAT_KEY}`, ...pageTokenHeader() } }),
    );
  await app.close();
  return { responses, log: lines.join('') };
}

function expectNoKeys(text: string) {
  expect(text).not.toContain(MEDIA_KEY);
  expect(text).not.toContain(CHAT_KEY);
}

test('with a working provider: keys go upstream but never into responses or logs', async () => {
  const { responses, log } = await runAll(fakes.url, `${fakes.url}/v1`);
  expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  for (const response of responses) expectNoKeys(response.body + JSON.stringify(response.headers));
  expect(log).toContain('"url":"/api/images?query=cats&per_page=2"'); // requests are logged…
  expectNoKeys(log); // …without headers, even the browser's own Authorization header
  const sent = await bodyOf(fetch(`${fakes.url}/__fakes/requests/images`));
  expect(sent.headers.authorization).toBe(MEDIA_KEY);
});

test('with a broken provider echoing the request: 502s, still no key anywhere', async () => {
  // A provider that echoes our headers back in its error body and its own headers.
  const stub = await startStub((req, res) => {
    res.writeHead(500, { 'content-type': 'application/json', 'x-echo': String(req.headers.authorization) });
    res.end(JSON.stringify({ error: { message: `bad key ${req.headers.authorization}` } }));
  });
  const { responses, log } = await runAll(stub.url, stub.url);
  expect(responses.slice(0, 3).map((r) => r.statusCode)).toEqual([502, 502, 502]);
  for (const response of responses) expectNoKeys(response.body + JSON.stringify(response.headers));
  expect(log).toContain('answered with HTTP 500');
  expectNoKeys(log);
  await stub.close();
});
