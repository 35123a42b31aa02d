import { decode as decodeJpeg } from 'jpeg-js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_FAULT_MARKER,
  FAKE_MEDIA_API_KEY,
  FAKE_RATES_DATE,
  startFakeUpstreams,
  type FakeUpstreams,
} from '../fakes/server';
import { bodyOf, waitFor } from './helpers';
import { PHOTO_SIZES } from '@fintools/shared/api/media';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 1 });
});
afterAll(async () => {
  await fakes.close();
});

const media = (path: string, key = FAKE_MEDIA_API_KEY) =>
  fetch(`${fakes.url}${path}`, { headers: { Authorization: key } });
const chat = (body: unknown, key = FAKE_CHAT_API_KEY) =>
  fetch(`${fakes.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

test('listens on loopback only', () => {
  expect(fakes.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test('Frankfurter shape, deterministic, base left out; unknown currency 404', async () => {
  const body = await bodyOf(fetch(`${fakes.url}/v1/latest?from=USD`));
  expect(body).toMatchObject({ amount: 1, base: 'USD', date: FAKE_RATES_DATE });
  expect(body.rates.INR).toBe(85);
  expect(body.rates.USD).toBeUndefined();
  expect(Object.keys(body.rates)).toHaveLength(30);
  expect((await bodyOf(fetch(`${fakes.url}/v1/latest?from=EUR`))).rates.INR).toBe(94.4444);
  expect((await fetch(`${fakes.url}/v1/latest?from=XXX`)).status).toBe(404);
});

test('Pexels photos: real field names, per_page honoured up to 80, src pointing back here', async () => {
  const body = await bodyOf(media('/v1/search?query=tea&per_page=100'));
  expect(body.per_page).toBe(80);
  expect(body.photos).toHaveLength(80);
  const [photo] = body.photos;
  for (const field of [
    'id',
    'width',
    'height',
    'url',
    'photographer',
    'photographer_url',
    'photographer_id',
    'avg_color',
    'alt',
    'src',
  ]) {
    expect(photo).toHaveProperty(field);
  }
  // Every size of the browser-facing contract, in its order.
  expect(Object.keys(photo.src)).toEqual([...PHOTO_SIZES]);
  expect(photo.src.medium).toBe(
    `${fakes.url}/photos/${photo.id}/pexels-photo-${photo.id}.jpeg?auto=compress&cs=tinysrgb&h=350`,
  );
});

test('every picture URL serves a real JPEG with CORS open', async () => {
  const { photos } = await bodyOf(media('/v1/search?query=tea&per_page=1'));
  for (const url of Object.values(photos[0].src) as string[]) {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const image = decodeJpeg(Buffer.from(await response.arrayBuffer()));
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(0);
  }
});

test('Pexels videos: real field names, one file with null quality/width/height, bytes as video/mp4', async () => {
  const body = await bodyOf(media('/videos/search?query=rain&per_page=2'));
  expect(body.videos).toHaveLength(2);
  const [video] = body.videos;
  for (const field of ['id', 'width', 'height', 'url', 'image', 'duration', 'user', 'video_files', 'video_pictures']) {
    expect(video).toHaveProperty(field);
  }
  expect(Object.keys(video.user)).toEqual(['id', 'name', 'url']);
  expect(video.video_files).toContainEqual(expect.objectContaining({ quality: null, width: null, height: null }));
  const file = await fetch(video.video_files[0].link);
  expect(file.headers.get('content-type')).toBe('video/mp4');
  expect(file.headers.get('access-control-allow-origin')).toBe('*');
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(4, 8)
      .toString(),
  ).toBe('ftyp');
  const picture = await fetch(video.image);
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
});

test('Pexels auth: a missing or wrong key is a 401', async () => {
  expect((await fetch(`${fakes.url}/v1/search?query=x`)).status).toBe(401);
  expect((await media('/videos/search?query=x', 'Bearer fake-media-key')).status).toBe(401);
});

test('chat: plain JSON completion echoing the last user question', async () => {
  const body = await bodyOf(chat({ model: 'm', messages: [{ role: 'user', content: 'Old or new regime?' }] }));
  expect(body.object).toBe('chat.completion');
  expect(body.choices[0].message.content).toMatch(/^\*\*You asked:\*\* Old or new regime\?\n\n/);
  expect(body.choices[0].message.content).toContain('\n- ');
});

test('chat: SSE stream with a content-less delta, a comment, a finish reason and [DONE]', async () => {
  const response = await chat({ model: 'm', messages: [{ role: 'user', content: 'Hi' }], stream: true });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  expect(text).toContain(': keep-alive');
  expect(text).toContain('"delta":{}');
  expect(text).toContain('"finish_reason":"stop"');
  expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
});

test('chat auth: the OpenAI error shape on a wrong or missing key', async () => {
  const wrong = await chat({ model: 'm', messages: [] }, 'nope');
  expect(wrong.status).toBe(401);
  expect((await bodyOf(wrong)).error).toMatchObject({ code: 'invalid_api_key', type: 'invalid_request_error' });
  const missing = await fetch(`${fakes.url}/v1/chat/completions`, { method: 'POST' });
  expect(missing.status).toBe(401);
});

test('records the last request per provider, with a count', async () => {
  await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
  expect((await fetch(`${fakes.url}/__fakes/requests/images`)).status).toBe(404);
  await media('/v1/search?query=a&per_page=2');
  await media('/v1/search?query=b&per_page=3');
  const recorded = await bodyOf(fetch(`${fakes.url}/__fakes/requests/images`));
  expect(recorded).toMatchObject({ count: 2, method: 'GET', path: '/v1/search', query: { query: 'b', per_page: '3' } });
  expect(recorded.headers.authorization).toBe(FAKE_MEDIA_API_KEY);
  // Tests that share the fakes find their own among the recent ones, oldest first.
  expect(recorded.recent.map((sent: { query: { query: string } }) => sent.query.query)).toEqual(['a', 'b']);
});

describe('fault injection (README "Fault injection")', () => {
  const arm = (body: unknown) =>
    fetch(`${fakes.url}/__fakes/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  afterEach(async () => {
    await fetch(`${fakes.url}/__fakes/faults`, { method: 'DELETE' });
  });

  test('POST /__fakes/faults arms the next `times` requests to one provider, then it is healthy again', async () => {
    expect(await bodyOf(arm({ provider: 'rates', fault: '429', times: 2 }))).toEqual({
      armed: { provider: 'rates', fault: '429', times: 2 },
    });
    expect(await bodyOf(fetch(`${fakes.url}/__fakes/faults`))).toEqual({ rates: { fault: '429', times: 2 } });
    for (let i = 0; i < 2; i++) {
      const limited = await fetch(`${fakes.url}/v1/latest?from=USD`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('30');
      expect(await limited.text()).toContain(FAKE_FAULT_MARKER);
    }
    expect((await fetch(`${fakes.url}/v1/latest?from=USD`)).status).toBe(200);
    // Other providers were never affected.
    expect((await media('/v1/search?query=tea&per_page=1')).status).toBe(200);
  });

  test.each([
    [{ provider: 'weather', fault: '500' }, /provider must be one of rates, images, videos, chat/],
    [{ provider: 'rates', fault: 'explode' }, /fault for rates must be one of/],
    [{ provider: 'images', fault: 'stream-cut' }, /fault for images must be one of (?!.*stream)/],
    [{ provider: 'chat', fault: '500', times: 0 }, /times must be a whole number/],
    [{ provider: 'chat', fault: '500', times: 1.5 }, /times must be a whole number/],
  ])('%j is refused with 400', async (body, message) => {
    const response = await arm(body);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error).toMatch(message);
  });

  test('a fault-<name> word in a search keyword or the last user question faults that request only', async () => {
    const page = await media('/v1/search?query=tea%20fault-wrong-type');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(FAKE_FAULT_MARKER);
    expect((await media('/videos/search?query=fault-500')).status).toBe(500);
    expect((await media('/videos/search?query=fault-nonsense')).status).toBe(200);
    const failed = await chat({ model: 'm', messages: [{ role: 'user', content: 'fault-500 please' }], stream: true });
    expect(failed.status).toBe(500);
    expect((await bodyOf(failed)).error).toMatchObject({ type: 'server_error' });
    // Only the last user message counts: an old question does not fault every later reply.
    const later = await chat({
      model: 'm',
      messages: [
        { role: 'user', content: 'fault-500' },
        { role: 'user', content: 'and now?' },
      ],
    });
    expect(later.status).toBe(200);
  });

  test('busySockets() counts a stalled stream until the caller lets go', async () => {
    expect(fakes.busySockets()).toBe(0);
    const response = await chat({
      model: 'm',
      messages: [{ role: 'user', content: 'fault-stream-stall' }],
      stream: true,
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"content":"**You "');
    expect(fakes.busySockets()).toBe(1);
    await reader.cancel();
    await waitFor(() => fakes.busySockets() === 0);
    expect(fakes.busySockets()).toBe(0);
  });
});
