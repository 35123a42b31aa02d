import { entryScriptUrl, parseRemoteMap } from './remote-map';

const base = 'https://fintools.example/remotes.json';

test.each<[string, unknown, Record<string, string>]>([
  [
    'relative URLs resolve against remotes.json',
    { calculators: '/mfe/calculators/mf-manifest.json' },
    { calculators: 'https://fintools.example/mfe/calculators/mf-manifest.json' },
  ],
  ['absolute URLs stay', { tax: 'https://tax.example/remoteEntry.js' }, { tax: 'https://tax.example/remoteEntry.js' }],
  ['unknown names and non-strings are dropped', { other: 'x', media: 5, chat: '' }, {}],
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
