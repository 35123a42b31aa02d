import type { RemoteLoadReport } from '../api/events';
import { createToolLoader } from './tool-loader';
import { ToolLoadError } from './tool-load-error';

/*
 * Every load of a screen or ./mount is reported (for POST /api/events): loaded, failed or timed out,
 * with the remoteEntry.js it came from. The containers here are the remotes' globals, which the runtime
 * takes instead of loading a script when they are already on the page.
 */

type Container = { init: () => void; get: (exposed: string) => Promise<() => unknown> };
const page = globalThis as unknown as Record<string, Container | undefined>;

const reports: RemoteLoadReport[] = [];
function Screen() {
  return null;
}

page.fintools_tax = { init: () => undefined, get: async () => () => ({ default: Screen, buildLabel: 'tax · v2' }) };
page.fintools_media = {
  init: () => undefined,
  get: async () => {
    throw new Error('ChunkLoadError: Loading chunk 82 failed');
  },
};

const loader = createToolLoader({
  hostName: 'tool-loader-test-host',
  remotes: {
    tax: 'https://cdn.example/tax/v2/mf-manifest.json',
    media: 'https://cdn.example/media/v1/remoteEntry.js',
    // No global and jsdom loads no scripts: this one never arrives.
    chat: 'https://cdn.example/chat/v1/remoteEntry.js',
  },
  shared: {},
  timeLimitMs: 200,
  onLoad: (report) => reports.push(report),
});

beforeEach(() => {
  reports.length = 0;
});

test('a screen that loads is reported as loaded, with the remoteEntry.js beside the manifest', async () => {
  await expect(loader.loadTool({ remote: 'tax', module: 'TaxCompare' })).resolves.toBe(Screen);
  expect(reports).toEqual([
    {
      type: 'remote-load',
      remote: 'tax',
      entry: 'https://cdn.example/tax/v2/remoteEntry.js',
      outcome: 'loaded',
      ms: expect.any(Number),
    },
  ]);
});

test('reading the build label after the screen is not a second report', async () => {
  await loader.loadExposed('tax', 'build-info');
  expect(reports).toEqual([]);
});

test('a screen whose chunk fails is reported as failed, the runtime’s error kept as the cause', async () => {
  const failure = loader.loadExposed('media', 'mount');
  await expect(failure).rejects.toMatchObject({
    code: 'entry-failed',
    cause: expect.objectContaining({ message: expect.stringContaining('ChunkLoadError') }),
  });
  await expect(failure).rejects.toBeInstanceOf(ToolLoadError);
  expect(reports).toEqual([expect.objectContaining({ remote: 'media', outcome: 'failed', code: 'entry-failed' })]);
});

test('a Retry after a chunk failed asks the loaded remote again, without loading its entry anew', async () => {
  let calls = 0;
  page.fintools_resume = {
    init: () => undefined,
    get: async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError: Loading chunk 12 failed');
      return () => ({ default: Screen });
    },
  };
  loader.addRemote('resume', 'https://cdn.example/resume/v1/remoteEntry.js');
  await expect(loader.loadTool({ remote: 'resume', module: 'Resume' })).rejects.toMatchObject({ code: 'entry-failed' });
  await expect(loader.loadTool({ remote: 'resume', module: 'Resume' }, 1)).resolves.toBe(Screen);
  expect(calls).toBe(2);
  expect(reports.map((report) => report.outcome)).toEqual(['failed', 'loaded']);
});

test('a remote that never answers is reported as timed out', async () => {
  await expect(loader.loadTool({ remote: 'chat', module: 'Chat' })).rejects.toMatchObject({ code: 'timeout' });
  expect(reports).toEqual([
    expect.objectContaining({
      remote: 'chat',
      entry: 'https://cdn.example/chat/v1/remoteEntry.js',
      outcome: 'timeout',
      code: 'timeout',
    }),
  ]);
  expect(reports[0]!.ms).toBeGreaterThanOrEqual(190);
});

test('a remote the map does not name fails at once with no-address; a module without a screen with no-component', async () => {
  await expect(loader.loadTool({ remote: 'insurance', module: 'Claims' })).rejects.toMatchObject({
    code: 'no-address',
  });
  page.fintools_pets = { init: () => undefined, get: async () => () => ({ default: 'not a component' }) };
  loader.addRemote('pets', 'https://cdn.example/pets/v1/remoteEntry.js');
  await expect(loader.loadTool({ remote: 'pets', module: 'Vet' })).rejects.toMatchObject({ code: 'no-component' });
});
