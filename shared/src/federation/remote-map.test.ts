import {
  entryScriptUrl,
  inCanary,
  parseRemoteIntegrity,
  parseRemoteMap,
  parseVisitorBucket,
  pickRemoteMap,
  releasedHashOf,
  UNRELEASED_FILE,
  visitorBucket,
  visitorRemoteMap,
  VISITOR_BUCKET_KEY,
} from './remote-map';

test('parseRemoteIntegrity: file URLs resolved and without their query; anything but a sha384 left out', () => {
  const hash = `sha384-${'A'.repeat(64)}`;
  expect(
    parseRemoteIntegrity(
      {
        tax: '/mfe/tax/mf-manifest.json',
        integrity: {
          '/mfe/tax/remoteEntry.js?v=2': hash,
          '/a.js': 'sha256-x',
          '/b.js': 5,
          'https://cdn.example/c.js': hash,
        },
      },
      base,
    ),
  ).toEqual({ 'https://fintools.example/mfe/tax/remoteEntry.js': hash, 'https://cdn.example/c.js': hash });
  expect(parseRemoteIntegrity({ tax: '/x' }, base)).toEqual({});
});

const base = 'https://fintools.example/remotes.json';

describe("releasedHashOf: in a released build's folder only recorded files may run", () => {
  const hash = `sha384-${'B'.repeat(64)}`;
  const hashes = {
    'https://cdn.example/tax/v5/entry.js': hash,
    'https://cdn.example/tax/v5/static/js/screen.1a2b.js': hash,
  };
  test.each<[string, string, string | undefined]>([
    ['a recorded file: its hash', 'https://cdn.example/tax/v5/entry.js', hash],
    ['a recorded file in a subfolder', 'https://cdn.example/tax/v5/static/js/screen.1a2b.js', hash],
    [
      'remoteEntry.js beside an entry the manifest named otherwise',
      'https://cdn.example/tax/v5/remoteEntry.js',
      UNRELEASED_FILE,
    ],
    ['a chunk added after the release', 'https://cdn.example/tax/v5/late.9f9f.js', UNRELEASED_FILE],
    ['a file in a deeper folder of the build', 'https://cdn.example/tax/v5/static/other.js', UNRELEASED_FILE],
    ['another build on the same host', 'https://cdn.example/tax/v4/remoteEntry.js', undefined],
    ["the shell's own file", 'https://fintools.example/main.1234.js', undefined],
  ])('%s', (_, file, expected) => {
    expect(releasedHashOf(hashes, file)).toBe(expected);
  });
  test('no released build: nothing is judged', () => {
    expect(releasedHashOf({}, 'https://cdn.example/tax/v5/remoteEntry.js')).toBeUndefined();
  });
});

test.each<[string, unknown, Record<string, string>]>([
  [
    'relative URLs resolve against remotes.json',
    { calculators: '/mfe/calculators/mf-manifest.json' },
    { calculators: 'https://fintools.example/mfe/calculators/mf-manifest.json' },
  ],
  ['absolute URLs stay', { tax: 'https://tax.example/remoteEntry.js' }, { tax: 'https://tax.example/remoteEntry.js' }],
  [
    'any area name is a remote (a sixth area joins by a release)',
    { savings: 'https://savings.example/mf-manifest.json' },
    { savings: 'https://savings.example/mf-manifest.json' },
  ],
  [
    'names that are not areas, the canaries and integrity keys, and non-strings are dropped',
    { 'Not An Area': 'x', canaries: 'x', integrity: 'x', media: 5, chat: '' },
    {},
  ],
  ['a non-object body is an empty map', 'nope', {}],
  ['null is an empty map', null, {}],
])('%s', (_name, body, expected) => {
  expect(parseRemoteMap(body, base)).toEqual(expected);
});

test.each([
  ['https://x.in/mfe/tax/mf-manifest.json', 'https://x.in/mfe/tax/remoteEntry.js'],
  ['https://cdn.example/tax/v42/mf-manifest.json?build=7', 'https://cdn.example/tax/v42/remoteEntry.js?build=7'],
  ['https://x.in/mfe/tax/remoteEntry.js', 'https://x.in/mfe/tax/remoteEntry.js'],
  ['https://x.in/custom/entry.js', 'https://x.in/custom/entry.js'],
  ['/mfe/tax/mf-manifest.json', '/mfe/tax/remoteEntry.js'],
  ['/mfe/tax/mf-manifest.json?v=2', '/mfe/tax/remoteEntry.js?v=2'],
  ['/mfe/tax/remoteEntry.js', '/mfe/tax/remoteEntry.js'],
])('a host loads %s as %s', (url, entry) => {
  expect(entryScriptUrl(url)).toBe(entry);
});

describe('canary buckets', () => {
  test.each<[number, number, boolean]>([
    [0, 50, true],
    [4_999, 50, true],
    [5_000, 50, false],
    [9_999, 99.99, false],
    [9_998, 99.99, true],
    [0, 0.01, true],
    [1, 0.01, false],
    [0, 0, false],
  ])('bucket %i with a %d %% canary: in the canary %s', (bucket, percent, expected) => {
    expect(inCanary(bucket, percent)).toBe(expected);
  });

  test.each<[unknown, number | undefined]>([
    ['0', 0],
    ['9999', 9_999],
    ['10000', undefined],
    ['-1', undefined],
    ['12.5', undefined],
    ['', undefined],
    ['1e3', undefined],
    [undefined, undefined],
    [['12'], undefined],
  ])('the bucket %p reads as %p', (value, expected) => {
    expect(parseVisitorBucket(value)).toBe(expected);
  });

  test('pickRemoteMap serves the canary to the buckets in its share and the live build to the rest', () => {
    const live = { tax: 'https://cdn.example/tax/v1/mf-manifest.json', chat: '/mfe/chat/mf-manifest.json' };
    const canaries = { tax: { url: 'https://cdn.example/tax/v2/mf-manifest.json', percent: 25 } };
    expect(pickRemoteMap(live, canaries, 2_499)).toEqual({ ...live, tax: canaries.tax.url });
    expect(pickRemoteMap(live, canaries, 2_500)).toEqual(live);
    expect(pickRemoteMap(live, canaries, undefined)).toEqual(live);
    // A canary never adds a remote the live map does not have.
    expect(pickRemoteMap({}, canaries, 0)).toEqual({});
  });

  test('visitorBucket keeps the first bucket it picks, across page loads', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, v: string) => void kept.set(key, v),
    };
    const first = visitorBucket(storage, () => 0.4321);
    expect(first).toBe(4_321);
    expect(kept.get(VISITOR_BUCKET_KEY)).toBe('4321');
    expect(visitorBucket(storage, () => 0.9)).toBe(4_321);
  });

  test('a malformed stored bucket is replaced; storage that throws still gives a bucket', () => {
    const kept = new Map([[VISITOR_BUCKET_KEY, 'banana']]);
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, v: string) => void kept.set(key, v),
    };
    expect(visitorBucket(storage, () => 0.99999)).toBe(9_999);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(visitorBucket(broken, () => 0)).toBe(0);
    expect(visitorBucket(undefined, () => 0.5)).toBe(5_000);
  });
});

describe('a remote map written into the page, with its canaries', () => {
  const page = 'https://fintools.example/tax-compare';
  const inline = {
    tax: '/mfe/tax/mf-manifest.json',
    chat: 'https://chat.example/remoteEntry.js',
    canaries: {
      tax: { url: 'https://cdn.example/tax/v2/mf-manifest.json', percent: 10 },
      chat: { url: '/chat-v2/remoteEntry.js', percent: 150 },
      media: { url: 'https://cdn.example/media/v2/mf-manifest.json', percent: 50 },
      resume: 'nonsense',
    },
  };

  test.each<[string, number | undefined, Record<string, string>]>([
    [
      'a visitor in the tax canary’s share gets it',
      999,
      { tax: 'https://cdn.example/tax/v2/mf-manifest.json', chat: 'https://chat.example/remoteEntry.js' },
    ],
    [
      'a visitor outside it gets the live build',
      1_000,
      { tax: 'https://fintools.example/mfe/tax/mf-manifest.json', chat: 'https://chat.example/remoteEntry.js' },
    ],
    [
      'no bucket: the live builds',
      undefined,
      { tax: 'https://fintools.example/mfe/tax/mf-manifest.json', chat: 'https://chat.example/remoteEntry.js' },
    ],
  ])('%s (a share out of range, a remote not in the map and a malformed entry are ignored)', (_case, bucket, map) => {
    expect(visitorRemoteMap(inline, page, bucket)).toEqual(map);
  });

  test('a plain map (no canaries) is the map', () => {
    expect(visitorRemoteMap({ tax: '/t.json' }, page, 0)).toEqual({ tax: 'https://fintools.example/t.json' });
  });
});
