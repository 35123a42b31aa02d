import type { FastifyInstance } from 'fastify';
import { FAKE_CHAT_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { pageTokenHeader, startGateway } from './helpers';

const SIBLING = 'https://notes.fintools.example';
const EVIL = 'https://evil.example';

let fakes: FakeUpstreams;
let app: FastifyInstance;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 0 });
  app = await startGateway({
    ratesBaseUrl: fakes.url,
    chatBaseUrl: `${fakes.url}/v1`,
    chatApiKey: FAKE_CHAT_API_KEY,
    embedOrigins: [SIBLING],
  });
});
afterAll(async () => {
  await app.close();
  await fakes.close();
});

const preflight = (url: string, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });

const chatFrom = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'content-type': 'application/json', ...pageTokenHeader(), ...headers },
    payload: { messages: [{ role: 'user', content: 'hi' }] },
  });

async function chatCalls(): Promise<number> {
  const response = await fetch(`${fakes.url}/__fakes/requests/chat`);
  return response.ok ? ((await response.json()) as { count: number }).count : 0;
}

describe('rates, images and videos: open to every origin', () => {
  test('answers carry CORS headers that let any page read them', async () => {
    const response = await app.inject({ url: '/api/rates?from=XYZ', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test.each(['/api/rates?from=USD', '/api/images?query=tea', '/api/videos?query=tea'])(
    'a preflight from any origin for %s is answered',
    async (url) => {
      const response = await preflight(url, EVIL, 'GET');
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );
});

describe('chat: open only to the origins in EMBED_ORIGINS', () => {
  test('a listed origin’s preflight is answered for that origin alone', async () => {
    const response = await preflight('/api/chat', SIBLING);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SIBLING);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toMatch(/content-type/i);
    expect(response.headers.vary).toMatch(/origin/i);
  });

  test('any other origin’s preflight fails: no CORS header, a JSON 403', async () => {
    for (const origin of [
      EVIL,
      'null',
      'https://notes.fintools.example.evil.example',
      'http://notes.fintools.example',
    ]) {
      const response = await preflight('/api/chat', origin);
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.json()).toEqual({ error: expect.stringContaining('EMBED_ORIGINS') });
    }
  });

  test('a listed origin chats, and may read the reply', async () => {
    const response = await chatFrom({ origin: SIBLING, 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SIBLING);
    expect(response.body).toContain('{"type":"done"}');
  });

  test('another origin that skips the preflight is refused before the chat service is called', async () => {
    const before = await chatCalls();
    for (const headers of <Record<string, string>[]>[
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: 'https://other.fintools.example', 'sec-fetch-site': 'same-site' },
      // A browser too old to send Sec-Fetch-Site: judged by its Origin.
      { origin: EVIL, host: 'fintools.example' },
    ]) {
      const response = await chatFrom(headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.json()).toEqual({ error: expect.stringContaining('EMBED_ORIGINS') });
    }
    expect(await chatCalls()).toBe(before);
  });

  test('our own pages and clients that are not browsers chat as before', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://fintools.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://fintools.example', host: 'fintools.example' }, // no Fetch Metadata, same origin
      {}, // curl: no Origin
    ]) {
      const response = await chatFrom(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  test('PUBLIC_ORIGIN is our origin behind a proxy that rewrites Host', async () => {
    const behindProxy = await startGateway({
      chatBaseUrl: `${fakes.url}/v1`,
      chatApiKey: FAKE_CHAT_API_KEY,
      publicOrigin: 'https://fintools.example',
    });
    const ask = (origin: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { origin, host: 'gateway.internal:8080', ...pageTokenHeader() },
        payload: { messages: [{ role: 'user', content: 'hi' }] },
      });
    expect((await ask('https://fintools.example')).statusCode).toBe(200);
    expect((await ask('http://gateway.internal:8080')).statusCode).toBe(403);
    await behindProxy.close();
  });
});

test('pages outside /api get no CORS header from this rule', async () => {
  const response = await app.inject({ url: '/healthz' });
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});
