import {
  EMPTY_STATE,
  HISTORY_LENGTH,
  readReleaseState,
  promoteCanary,
  releaseLive,
  rollBack,
  startCanary,
  type Release,
  type ReleaseState,
  type Transition,
} from '../src/release/release-state';

const build = (version: string): Release => ({
  url: `https://cdn.example/tax/${version}/mf-manifest.json`,
  label: `tax remote · ${version}`,
  at: '2026-11-24T10:00:00.000Z',
});
const v1 = build('v1');
const v2 = build('v2');
const v3 = build('v3');

function stateOf(result: Transition): ReleaseState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

test('a first release makes the build live; the starting map is what a rollback returns to', () => {
  const released = stateOf(releaseLive(EMPTY_STATE, 'tax', v1));
  expect(released).toEqual({ remotes: { tax: { live: v1, history: [] } } });
  const back = rollBack(released, 'tax');
  expect(back).toEqual({
    ok: true,
    state: EMPTY_STATE,
    message: "tax: back to the starting map (REMOTE_<NAME>_URL or the gateway's own copy)",
  });
});

test('each release keeps the one before for rollback, newest first', () => {
  const state = stateOf(
    releaseLive(stateOf(releaseLive(stateOf(releaseLive(EMPTY_STATE, 'tax', v1)), 'tax', v2)), 'tax', v3),
  );
  expect(state.remotes.tax).toEqual({ live: v3, history: [v2, v1] });
  const once = stateOf(rollBack(state, 'tax'));
  expect(once.remotes.tax).toEqual({ live: v2, history: [v1] });
  expect(stateOf(rollBack(once, 'tax')).remotes.tax).toEqual({ live: v1, history: [] });
});

test('the history is bounded', () => {
  let state = EMPTY_STATE;
  for (let i = 0; i < HISTORY_LENGTH + 5; i++) state = stateOf(releaseLive(state, 'tax', build(`v${i}`)));
  expect(state.remotes.tax?.history).toHaveLength(HISTORY_LENGTH);
});

test('a canary: tried on a share, promoted to live for everyone, the old live kept for rollback', () => {
  const live = stateOf(releaseLive(EMPTY_STATE, 'tax', v1));
  const trying = startCanary(live, 'tax', v2, 50);
  expect(trying).toMatchObject({
    ok: true,
    message: `tax: ${v2.url} is served to 50 % of visitors; the others keep ${v1.url}`,
  });
  expect(stateOf(trying).remotes.tax).toEqual({ live: v1, canary: { ...v2, percent: 50 }, history: [] });
  const promoted = stateOf(promoteCanary(stateOf(trying), 'tax', '2026-11-24T11:00:00.000Z'));
  expect(promoted.remotes.tax).toEqual({ live: { ...v2, at: '2026-11-24T11:00:00.000Z' }, history: [v1] });
});

test('rolling back a canary stops it: everyone keeps the live build', () => {
  const trying = stateOf(startCanary(stateOf(releaseLive(EMPTY_STATE, 'tax', v1)), 'tax', v2, 10));
  const stopped = rollBack(trying, 'tax');
  expect(stopped).toMatchObject({ ok: true, message: `tax: the canary ${v2.url} is stopped; everyone gets ${v1.url}` });
  expect(stateOf(stopped).remotes.tax).toEqual({ live: v1, history: [] });
});

test('a canary on the starting map: the others keep it, a rollback leaves no entry, a promote records none', () => {
  const trying = stateOf(startCanary(EMPTY_STATE, 'tax', v2, 25));
  expect(trying.remotes.tax).toEqual({ canary: { ...v2, percent: 25 }, history: [] });
  expect(stateOf(rollBack(trying, 'tax'))).toEqual(EMPTY_STATE);
  expect(stateOf(promoteCanary(trying, 'tax', v2.at)).remotes.tax).toEqual({ live: v2, history: [] });
});

test('a release while a canary runs ends the canary', () => {
  const trying = stateOf(startCanary(stateOf(releaseLive(EMPTY_STATE, 'tax', v1)), 'tax', v2, 10));
  expect(stateOf(releaseLive(trying, 'tax', v3)).remotes.tax).toEqual({ live: v3, history: [v1] });
});

test.each<[string, Transition, string]>([
  [
    'releasing the live build again',
    releaseLive({ remotes: { tax: { live: v1, history: [] } } }, 'tax', v1),
    `${v1.url} is already live for tax`,
  ],
  [
    'a canary of the live build',
    startCanary({ remotes: { tax: { live: v1, history: [] } } }, 'tax', v1, 5),
    `${v1.url} is already live for tax: nothing to try`,
  ],
  ['promoting without a canary', promoteCanary(EMPTY_STATE, 'tax', v1.at), 'tax has no canary to promote'],
  [
    'rolling back a remote never released',
    rollBack(EMPTY_STATE, 'chat'),
    'chat has no release to roll back: it is served from the starting map',
  ],
  ...[0, 100, -5, 12.345, NaN].map((percent): [string, Transition, string] => [
    `a ${percent} % canary`,
    startCanary(EMPTY_STATE, 'tax', v2, percent),
    'The canary share must be a percentage above 0 and below 100, e.g. --canary 10 (100 % is a plain release)',
  ]),
])('refused: %s', (_case, result, error) => {
  expect(result).toEqual({ ok: false, error });
});

test('reading a stored map keeps the remotes that are well-formed and rejects the others whole', () => {
  const stored = {
    remotes: {
      tax: { live: v1, canary: { ...v2, percent: 30 }, history: [v3, { url: 'javascript:alert(1)' }, 'x'] },
      chat: { live: { url: '/mfe/chat/mf-manifest.json' } },
      media: { live: { url: '//evil.example/m.json' } },
      resume: { live: v1, canary: { ...v2, percent: 150 } },
      'Bank!': { live: v1 },
      savings: { live: v2 },
      calculators: { live: v1, canary: { ...v2, percent: 30 }, history: [v3] },
    },
  };
  const read = readReleaseState(stored);
  expect(read.state).toEqual({
    remotes: {
      chat: { live: { url: '/mfe/chat/mf-manifest.json', at: '1970-01-01T00:00:00.000Z' }, history: [] },
      // An area a release added: any name of lower case letters, digits and hyphens.
      savings: { live: v2, history: [] },
      calculators: { live: v1, canary: { ...v2, percent: 30 }, history: [v3] },
    },
  });
  expect(read.invalid).toBeUndefined();
  // A remote with one bad part keeps its last good build (remotes.ts): none of its entry is used.
  expect(read.rejected).toEqual([
    { remote: 'tax', url: 'javascript:alert(1)', problem: 'it is not an http(s) URL', kind: 'url' },
    { remote: 'media', url: '//evil.example/m.json', problem: expect.stringContaining('//'), kind: 'url' },
    {
      remote: 'resume',
      url: v2.url,
      problem: 'its canary share is not a percentage above 0 and below 100',
      kind: 'entry',
    },
    {
      remote: 'Bank!',
      url: '',
      problem:
        '"Bank!" is not an area name: lower case letters, digits and single hyphens, such as calculators or life-cover',
      kind: 'entry',
    },
  ]);
});

test.each<[string, unknown, string]>([
  ['null', null, 'it is null, not an object'],
  ['a list', [], 'it is a list, not an object'],
  ['text', 'x', 'it is text, not an object'],
  ['remotes as a list', { remotes: [] }, 'its "remotes" is a list, not an object'],
  ['no remotes', {}, 'its "remotes" is missing, not an object'],
])('a stored value that is no map (%s) is invalid, and nothing of it is used', (_case, value, invalid) => {
  expect(readReleaseState(value)).toEqual({ state: EMPTY_STATE, rejected: [], invalid });
});

test.each<[string, unknown]>([
  ['not an object', 'sha384-x'],
  ['empty', {}],
  ['one hash of another kind', { 'remoteEntry.js': `sha384-${'A'.repeat(64)}`, 'a.js': 'sha256-abc' }],
  ['a file outside the build', { '../x.js': `sha384-${'A'.repeat(64)}` }],
])('a release whose integrity is %s rejects its remote', (_case, integrity) => {
  const read = readReleaseState({ remotes: { tax: { live: { ...v1, integrity }, history: [] } } });
  expect(read.state).toEqual(EMPTY_STATE);
  expect(read.rejected).toEqual([
    { remote: 'tax', url: v1.url, problem: 'its integrity is not a set of sha384 hashes by build file', kind: 'entry' },
  ]);
});
