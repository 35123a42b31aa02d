import { loadConfig } from '../src/config';
import { SELF_REMOVING_WORKER, SERVICE_WORKER_CSP } from '../src/service-worker';
import { startGateway, tempTree } from './helpers';

const BUILT_WORKER = 'self.__WB_MANIFEST_WAS_HERE = true; // the shell build';
const builtShell = () =>
  tempTree({
    'shell/dist/index.html': '<!doctype html><title>FinTools</title>',
    'shell/dist/sw.js': BUILT_WORKER,
  });

test.each([
  [{}, true],
  [{ SERVICE_WORKER: 'on' }, true],
  [{ SERVICE_WORKER: 'OFF' }, false],
  [{ SERVICE_WORKER: ' off ' }, false],
])('SERVICE_WORKER in %j: worker on is %s', (env, on) => {
  expect(loadConfig(env).serviceWorker).toBe(on);
});

test('any other SERVICE_WORKER value stops the gateway at start-up, naming the variable', () => {
  expect(() => loadConfig({ SERVICE_WORKER: 'false' })).toThrow('SERVICE_WORKER must be "on" or "off", got "false"');
});

test("on: /sw.js is the shell's built worker, revalidated, with a policy that lets it reach moved remotes", async () => {
  const app = await startGateway({ staticRoot: builtShell() });
  try {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_WORKER);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(SERVICE_WORKER_CSP);
    // The pages keep the strict policy.
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['content-security-policy']).not.toBe(SERVICE_WORKER_CSP);
  } finally {
    await app.close();
  }
});

test('off: /sw.js is a worker that deletes its caches and unregisters itself, with no fetch handler', async () => {
  const app = await startGateway({ staticRoot: builtShell(), serviceWorker: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SELF_REMOVING_WORKER);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(SELF_REMOVING_WORKER).toContain('self.registration.unregister()');
    expect(SELF_REMOVING_WORKER).toContain('caches.delete');
    expect(SELF_REMOVING_WORKER).not.toContain("'fetch'");
  } finally {
    await app.close();
  }
});
