import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createRetryPlugin } from './retry-plugin';
import { withTimeLimit } from './tool-loader';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

function setUp() {
  const waits: number[] = [];
  const plugin = createRetryPlugin({ sleep: async (ms) => void waits.push(ms) });
  return { waits, loadEntryError: plugin.loadEntryError as LoadEntryErrorHook };
}

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

  test('a load that hangs is given up with a timeout naming it', async () => {
    const result = withTimeLimit(new Promise(() => undefined), 10_000, 'tax/TaxCompare');
    jest.advanceTimersByTime(10_000);
    await expect(result).rejects.toMatchObject({
      code: 'timeout',
      message: expect.stringMatching(/^tax\/TaxCompare \(10 s\): /),
    });
  });
});
