import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { FAKE_CHAT_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { pageTokenHeader, startGateway } from './helpers';

/**
 * REQUEST_TIMEOUT_MS bounds receiving a request: a client that announces a body and never sends it all
 * loses its connection. Streaming a reply is not bound by it.
 */
const TIMEOUT_MS = 400;

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 20 });
});
afterAll(async () => {
  await fakes.close();
});

/** Sends `head` and part of a body, then waits; resolves with what came back and when the gateway hung up. */
function sendPartially(port: number, head: string, body: string, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    socket.on('data', (data) => (answer += String(data)));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

test('a body announced as 1000 bytes that stops after 6: 408 and the connection closed within the timeout', async () => {
  const app = await startGateway({
    chatBaseUrl: `${fakes.url}/v1`,
    chatApiKey: FAKE_CHAT_API_KEY,
    requestTimeoutMs: TIMEOUT_MS,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const head =
      'POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await sendPartially(port, head, '{"mes', 10_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 2000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    await app.close();
  }
});

test('headers that never end are cut off the same way', async () => {
  const app = await startGateway({ requestTimeoutMs: TIMEOUT_MS });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { closedAfterMs } = await sendPartially(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1',
      10_000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 2000);
  } finally {
    await app.close();
  }
});

test('a chat reply may stream for longer than REQUEST_TIMEOUT_MS', async () => {
  const app = await startGateway({
    chatBaseUrl: `${fakes.url}/v1`,
    chatApiKey: FAKE_CHAT_API_KEY,
    requestTimeoutMs: 200,
  });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    const response = await fetch(`${address}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...pageTokenHeader() },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'a long answer please' }] }),
    });
    const body = await response.text();
    expect(Date.now() - started).toBeGreaterThan(600); // ~50 pieces, 20 ms apart
    expect(body.trim().split('\n').at(-1)).toBe('{"type":"done"}');
  } finally {
    await app.close();
  }
});
