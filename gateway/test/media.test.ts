import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FAKE_MEDIA_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { PHOTO_SIZES } from '@fintools/shared/api/media';
import { readPhotos, readVideos } from '../src/api/media';
import { closedPortUrl, startGateway, startStub } from './helpers';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0 });
});
afterAll(async () => {
  await fakes.close();
});

async function recorded(provider: 'images' | 'videos') {
  return (await (await fetch(`${fakes.url}/__fakes/requests/${provider}`)).json()) as {
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
  };
}

function expectNoKey(response: LightMyRequestResponse, key: string) {
  expect(response.body).not.toContain(key);
  expect(JSON.stringify(response.headers)).not.toContain(key);
}

describe('GET /api/images and /api/videos against the fake Pexels', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY });
  });
  afterAll(async () => {
    await app.close();
  });

  test('images: the browser shape, src URLs with their query strings intact', async () => {
    const response = await app.inject('/api/images?query=%20cats%20&per_page=3');
    expect(response.statusCode).toBe(200);
    const { photos } = response.json();
    expect(photos).toHaveLength(3);
    const [photo] = photos;
    expect(Object.keys(photo).sort()).toEqual(
      ['alt', 'height', 'id', 'pageUrl', 'photographer', 'photographerUrl', 'src', 'width'].sort(),
    );
    expect(photo).toMatchObject({
      id: 1001,
      alt: 'cats — fake photo 1',
      photographer: 'Asha Menon',
      width: 4000,
      height: 2667,
    });
    expect(Object.keys(photo.src).sort()).toEqual([...PHOTO_SIZES].sort());
    expect(photo.src.medium).toBe(`${fakes.url}/photos/1001/pexels-photo-1001.jpeg?auto=compress&cs=tinysrgb&h=350`);
    expect(photo.photographerUrl).toMatch(/^http:\/\//);
    expect(photo.pageUrl).toMatch(/^http:\/\//);
  });

  test('images: the key goes upstream bare in Authorization, the trimmed query and count with it', async () => {
    const response = await app.inject('/api/images?query=%20red%20fort%20&per_page=5');
    const sent = await recorded('images');
    expect(sent.path).toBe('/v1/search');
    expect(sent.query).toEqual({ query: 'red fort', per_page: '5' });
    expect(sent.headers.authorization).toBe(FAKE_MEDIA_API_KEY);
    expectNoKey(response, FAKE_MEDIA_API_KEY);
  });

  test('images: the default count is 10', async () => {
    expect((await app.inject('/api/images?query=tea')).json().photos).toHaveLength(10);
    expect((await recorded('images')).query.per_page).toBe('10');
  });

  test.each([
    ['0', '1'],
    ['81', '80'],
    ['-4', '1'],
    ['80', '80'],
    ['1000000000000', '80'],
  ])('per_page=%s is clamped to %s', async (given, sent) => {
    // A keyword of its own, so the search reaches the provider rather than the cache.
    const response = await app.inject(`/api/images?query=cats%20${given}&per_page=${given}`);
    expect(response.statusCode).toBe(200);
    expect((await recorded('images')).query.per_page).toBe(sent);
    expect(response.json().photos).toHaveLength(Number(sent));
  });

  test('videos: the browser shape, null quality/width/height kept as null', async () => {
    const response = await app.inject('/api/videos?query=rain&per_page=2');
    expect(response.statusCode).toBe(200);
    const { videos } = response.json();
    expect(videos).toHaveLength(2);
    const [video] = videos;
    expect(video).toMatchObject({
      id: 2001,
      duration: 8,
      user: { name: 'Asha Menon', url: expect.stringMatching(/^http/) },
      image: expect.stringContaining('?auto=compress&cs=tinysrgb'),
      url: expect.stringMatching(/^http/),
    });
    expect(video.files).toContainEqual({
      id: 20011,
      link: `${fakes.url}/video-files/2001/2001-hd_1920_1080_25fps.mp4`,
      quality: 'hd',
      width: 1920,
      height: 1080,
      fileType: 'video/mp4',
    });
    expect(video.files).toContainEqual(expect.objectContaining({ quality: null, width: null, height: null }));
    const sent = await recorded('videos');
    expect(sent).toMatchObject({ path: '/videos/search', query: { query: 'rain', per_page: '2' } });
    expect(sent.headers.authorization).toBe(FAKE_MEDIA_API_KEY);
    expectNoKey(response, FAKE_MEDIA_API_KEY);
  });

  test.each([
    ['images', '/api/images?per_page=3', 'keyword'],
    ['images', '/api/images?query=%20%20', 'keyword'],
    ['images', `/api/images?query=${'a'.repeat(101)}`, 'too long'],
    ['images', '/api/images?query=cats&per_page=abc', 'whole number'],
    ['images', '/api/images?query=cats&per_page=2.5', 'whole number'],
    ['images', '/api/images?query=cats&query=dogs', 'only once'],
    ['videos', '/api/videos?query=', 'keyword'],
    ['videos', `/api/videos?query=${'é'.repeat(101)}`, 'too long'],
    ['videos', '/api/videos?query=cats&per_page=ten', 'whole number'],
  ])('%s: %s is a 400', async (_kind, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  test('a 100-character query is accepted', async () => {
    expect((await app.inject(`/api/images?query=${'a'.repeat(100)}&per_page=1`)).statusCode).toBe(200);
  });
});

describe('the provider’s quota: a cache and a gateway-wide budget', () => {
  const BUSY = { error: 'Image and video search is busy. Try again in a few minutes.' };
  async function calls(provider: 'images' | 'videos'): Promise<number> {
    const response = await fetch(`${fakes.url}/__fakes/requests/${provider}`);
    return response.ok ? ((await response.json()) as { count: number }).count : 0;
  }
  beforeEach(async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
  });

  test('an identical search (route, keyword, count) is answered from the cache; any difference goes upstream', async () => {
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY });
    try {
      const first = await app.inject('/api/images?query=chai&per_page=3');
      const again = await app.inject('/api/images?query=%20chai%20&per_page=3');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      expect(again.json()).toEqual(first.json());
      expect(await calls('images')).toBe(1);

      await app.inject('/api/images?query=chai&per_page=4');
      await app.inject('/api/images?query=Chai&per_page=3');
      expect(await calls('images')).toBe(3);
      await app.inject('/api/videos?query=chai&per_page=3');
      expect(await calls('videos')).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('identical searches at the same moment make one call', async () => {
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => app.inject('/api/videos?query=rain&per_page=2')),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await calls('videos')).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('the cache expires after MEDIA_CACHE_SECONDS; 0 turns it off', async () => {
    let now = 1_000_000;
    const realNow = Date.now;
    Date.now = () => now;
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY, mediaCacheSeconds: 60 });
    const off = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY, mediaCacheSeconds: 0 });
    try {
      await app.inject('/api/images?query=tea&per_page=1');
      now += 59_000;
      await app.inject('/api/images?query=tea&per_page=1');
      expect(await calls('images')).toBe(1);
      now += 2_000;
      await app.inject('/api/images?query=tea&per_page=1');
      expect(await calls('images')).toBe(2);

      await off.inject('/api/images?query=tea&per_page=1');
      await off.inject('/api/images?query=tea&per_page=1');
      expect(await calls('images')).toBe(4);
    } finally {
      Date.now = realNow;
      await app.close();
      await off.close();
    }
  });

  test('a failure is never cached: the same search asks the provider again', async () => {
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY });
    try {
      await fetch(`${fakes.url}/__fakes/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'images', fault: '500' }),
      });
      expect((await app.inject('/api/images?query=lassi')).statusCode).toBe(502);
      expect((await app.inject('/api/images?query=lassi')).statusCode).toBe(200);
      expect(await calls('images')).toBe(2);
    } finally {
      await app.close();
    }
  });

  test('beyond MEDIA_UPSTREAM_PER_HOUR new searches answer 503 busy with Retry-After; cached ones still work', async () => {
    const app = await startGateway({
      mediaBaseUrl: fakes.url,
      mediaApiKey: FAKE_MEDIA_API_KEY,
      mediaUpstreamPerHour: 2,
    });
    try {
      expect((await app.inject('/api/images?query=tea')).statusCode).toBe(200);
      expect((await app.inject('/api/videos?query=coffee')).statusCode).toBe(200);
      for (const url of ['/api/images?query=lassi', '/api/videos?query=lassi', '/api/images?query=tea&per_page=11']) {
        const busy = await app.inject(url);
        expect(busy.statusCode).toBe(503);
        expect(busy.json()).toEqual(BUSY);
        expect(Number(busy.headers['retry-after'])).toBeGreaterThan(3500);
        expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(3600);
      }
      expect((await calls('images')) + (await calls('videos'))).toBe(2);
      // Answered before the budget ran out: still served.
      expect((await app.inject('/api/images?query=tea')).statusCode).toBe(200);
      expect((await app.inject('/api/videos?query=coffee')).statusCode).toBe(200);
      // A bad request is still a 400, not "busy".
      expect((await app.inject('/api/images?query=')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('media search without a key, or with a failing provider', () => {
  test('no MEDIA_API_KEY: 503 "not configured" for each', async () => {
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: undefined });
    const images = await app.inject('/api/images?query=cats');
    expect(images.statusCode).toBe(503);
    expect(images.json()).toEqual({ error: 'Image search is not configured' });
    const videos = await app.inject('/api/videos?query=cats');
    expect(videos.statusCode).toBe(503);
    expect(videos.json()).toEqual({ error: 'Video search is not configured' });
    await app.close();
  });

  test('a wrong key (the provider says 401) is a 502 that names the service, not the key', async () => {
    const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: 'wrong-key-123' });
    const response = await app.inject('/api/images?query=cats');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'The media search service answered with HTTP 401' });
    expectNoKey(response, 'wrong-key-123');
    await app.close();
  });

  test.each([
    ['answers 500', () => startStub((_req, res) => res.writeHead(500).end('{"secret":"provider body"}')), /HTTP 500/],
    ['never answers', () => startStub(() => undefined), /did not answer within 0.2 s/],
    [
      'sends HTML',
      () => startStub((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')),
      /not JSON/,
    ],
  ])('the provider %s: 502 with a clear message', async (_name, makeStub, message) => {
    const stub = await makeStub();
    const app = await startGateway({ mediaBaseUrl: stub.url, mediaApiKey: 'k', upstreamTimeoutMs: 200 });
    try {
      for (const url of ['/api/images?query=cats', '/api/videos?query=cats']) {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(502);
        expect(response.json().error).toMatch(message);
        expect(response.body).not.toContain('provider body');
      }
    } finally {
      await app.close();
      await stub.close();
    }
  });

  test('the provider is unreachable (closed port): 502', async () => {
    const app = await startGateway({ mediaBaseUrl: await closedPortUrl(), mediaApiKey: 'k' });
    const response = await app.inject('/api/videos?query=cats');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'The media search service could not be reached' });
    await app.close();
  });
});

describe('reading provider answers defensively', () => {
  test('photos: malformed items are skipped, missing sizes fall back to the original, bad URLs are blanked', () => {
    const good = 'https://images.example/p/1.jpeg';
    const photos = readPhotos({
      photos: [
        null,
        { id: 'x', src: { original: good } },
        { id: 2, src: { original: 'javascript:alert(1)' } },
        { id: 3 },
        { id: 4, alt: null, photographer_url: 'javascript:x', src: { original: good, medium: `${good}?h=350` } },
      ],
    });
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ id: 4, alt: '', photographerUrl: '', width: 0 });
    expect(photos[0]?.src.medium).toBe(`${good}?h=350`);
    expect(photos[0]?.src.tiny).toBe(good);
    expect(readPhotos({ photos: 'none' })).toEqual([]);
    expect(readPhotos(null)).toEqual([]);
  });

  test('videos: files without a link are dropped, a video without files is dropped', () => {
    const videos = readVideos({
      videos: [
        { id: 1, video_files: [{ id: 5, link: 'ftp://x' }] },
        {
          id: 2,
          duration: 'long',
          video_files: [{ id: 6, link: 'https://v.example/6.mp4', quality: 7 }, { link: 'https://v.example/7.mp4' }],
        },
        { video_files: [] },
      ],
    });
    expect(videos).toEqual([
      {
        id: 2,
        image: '',
        duration: 0,
        url: '',
        user: { name: '', url: '' },
        files: [{ id: 6, link: 'https://v.example/6.mp4', quality: null, width: null, height: null, fileType: null }],
      },
    ]);
  });
});
