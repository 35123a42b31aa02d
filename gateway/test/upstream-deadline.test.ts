import v8 from 'node:v8';
import vm from 'node:vm';
import { fetchUpstreamJson, UpstreamError } from '../src/upstream';
import { startStub, timed, type StubServer } from './helpers';

/**
 * The deadline on a provider call must hold whatever the garbage collector does. On Node 20 a deadline
 * built as AbortSignal.any([AbortSignal.timeout(ms)]) is lost when a collection runs during the call
 * (nodejs/node#57736): this is the test that caught it, through a CI run where the rates fault test hung.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const TIMEOUT_MS = 200;
const STUB_ANSWERS_AFTER_MS = 5000;

let stub: StubServer;
beforeAll(async () => {
  stub = await startStub((_request, response) => {
    const answer = setTimeout(() => response.end('{}'), STUB_ANSWERS_AFTER_MS);
    response.on('close', () => clearTimeout(answer));
  });
});
afterAll(() => stub.close());

test('a provider that hangs is cut off at the deadline even when garbage is collected during the call', async () => {
  const collecting = setInterval(collectGarbage, 10);
  try {
    // A lost deadline waits for the stub's answer at 5 s and resolves: the timeout error alone proves it held
    // (no bound on the time taken, which a loaded machine stretches).
    const { result } = await timed(() =>
      fetchUpstreamJson(stub.url, { service: 'rates service', timeoutMs: TIMEOUT_MS }).then(
        () => 'answered',
        (error: unknown) => error,
      ),
    );
    expect(result).toBeInstanceOf(UpstreamError);
    expect((result as UpstreamError).failure).toBe('timeout');
    expect((result as UpstreamError).message).toBe('The rates service did not answer within 0.2 s');
  } finally {
    clearInterval(collecting);
  }
});

test('the caller can still abort before the deadline', async () => {
  const caller = new AbortController();
  const cancelled = fetchUpstreamJson(stub.url, { service: 'rates service', timeoutMs: 10_000, signal: caller.signal });
  setTimeout(() => caller.abort(new UpstreamError('The browser closed the connection', 'unreachable')), 50);
  await expect(cancelled).rejects.toThrow('The browser closed the connection');
});
