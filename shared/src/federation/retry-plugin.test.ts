import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createRetryPlugin, RETRY_DELAYS_MS } from './retry-plugin';
import { withTimeLimit } from './tool-loader';

type FetchHook = NonNullable<ModuleFederationRuntimePlugin['fetch']>;
type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

const MANIFEST = 'https://remotes.example/tax/mf-manifest.json';

function setUp() {
  const waits: number[] = [];
  const plugin = createRetryPlugin({ sleep: async (ms) => void waits.push(ms) });
  return { waits, fetchHook: plugin.fetch as FetchHook, loadEntryError: plugin.loadEntryError as LoadEntryErrorHook };
}

function answers(...steps: (number | Error)[]) {
  const mock = jest.fn(async () => {
    const step = steps.shift();
    if (step === undefined) throw new Error('no more answers');
    if (step instanceof Error) throw step;
    return { status: step, ok: step < 400 } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('the manifest fetch', () => {
  test('retries a dropped connection twice, 300 ms then 1 s apart', async () => {
    const { waits, fetchHook } = setUp();
    const fetchMock = answers(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), 200);
    const response = (await fetchHook(MANIFEST, {})) as Response;
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 1000]);
    expect(RETRY_DELAYS_MS).toEqual([300, 1000]);
  });

  test('retries a 5xx, and hands the last answer to the runtime when it stays down', async () => {
    const { fetchHook } = setUp();
    const fetchMock = answers(503, 502, 500);
    expect(((await fetchHook(MANIFEST, {})) as Response).status).toBe(500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('does not retry a 404: the remote is not there, waiting will not help', async () => {
    const { waits, fetchHook } = setUp();
    const fetchMock = answers(404);
    expect(((await fetchHook(MANIFEST, {})) as Response).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  test('gives up after two retries with the network error', async () => {
    const { fetchHook } = setUp();
    answers(new TypeError('one'), new TypeError('two'), new TypeError('three'), 200);
    await expect(fetchHook(MANIFEST, {})).rejects.toThrow('three');
  });
});

describe('the remote entry', () => {
  function entryArgs(getRemoteEntry: jest.Mock) {
    const globalLoading: LoadEntryErrorArgs['globalLoading'] = { 'tax:entry': Promise.resolve(undefined) };
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'tax' }, globalLoading, uniqueKey: 'tax:entry' };
    return args as unknown as LoadEntryErrorArgs;
  }

  test('forgets the failed load, tries again after 300 ms and 1 s, and recovers', async () => {
    const { waits, loadEntryError } = setUp();
    const container = { get: jest.fn(), init: jest.fn() };
    const stillRegistered: boolean[] = [];
    const getRemoteEntry = jest.fn(async () => {
      stillRegistered.push('tax:entry' in args.globalLoading);
      if (getRemoteEntry.mock.calls.length === 1) throw new Error('ScriptNetworkError');
      return container;
    });
    const args = entryArgs(getRemoteEntry);
    expect(await loadEntryError(args)).toBe(container);
    expect(waits).toEqual([300, 1000]);
    // Each try starts a fresh load rather than awaiting the failed one.
    expect(stillRegistered).toEqual([false, false]);
  });

  test('tells the runtime nothing recovered when every retry fails', async () => {
    const { loadEntryError } = setUp();
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    expect(await loadEntryError(entryArgs(getRemoteEntry))).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('withTimeLimit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a load that answers in time is untouched', async () => {
    const result = withTimeLimit(
      new Promise((resolve) => setTimeout(() => resolve('screen'), 5_000)),
      10_000,
      'tax/TaxCompare',
    );
    jest.advanceTimersByTime(5_000);
    await expect(result).resolves.toBe('screen');
  });

  test('a load that hangs is given up with a message naming it', async () => {
    const result = withTimeLimit(new Promise(() => undefined), 10_000, 'tax/TaxCompare');
    jest.advanceTimersByTime(10_000);
    await expect(result).rejects.toThrow('tax/TaxCompare did not load within 10 s');
  });
});
