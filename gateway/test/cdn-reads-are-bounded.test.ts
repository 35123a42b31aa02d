import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CdnError, MAX_JSON_BYTES, readCdnFile, readCdnJson } from '../src/cdn-fetch';
import { runRelease } from '../src/release/cli';
import { emptyDir, startGateway, startStub, waitFor, type StubServer } from './helpers';
import { manifestOf, shellTree } from './release-fixtures';

/*
 * What a build's host sends the gateway is bounded: bytes while reading (an endless tools.json), time, and no
 * redirect (one made the gateway GET an internal address).
 */

/** Writes `[` and then spaces for ever, as fast as the reader takes them; counts what it wrote. */
function endless(response: http.ServerResponse, sent: { bytes: number }): void {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('[');
  const pump = () => {
    while (!response.destroyed && response.write(chunk)) sent.bytes += chunk.length;
    if (!response.destroyed) response.once('drain', pump);
  };
  pump();
}

const reasonOf = async (read: Promise<unknown>) => {
  const error: unknown = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CdnError);
  return (error as CdnError).message;
};

describe('one read of a build file', () => {
  let host: StubServer;
  let internal: StubServer;
  const sent = { bytes: 0 };

  beforeAll(async () => {
    internal = await startStub((_request, response) => response.end('{"secret":"internal"}'));
    host = await startStub((request, response) => {
      if (request.url === '/endless.json') return endless(response, sent);
      if (request.url === '/announced.json') {
        response.writeHead(200, { 'content-length': String(1536 * 1024 * 1024) });
        return response.write('[');
      }
      if (request.url === '/redirect.json') {
        response.writeHead(302, { location: `${internal.url}/admin.json` });
        return response.end();
      }
      if (request.url === '/silent.json') return; // never answers
      if (request.url === '/stalls.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.write('[');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
  });
  afterAll(async () => {
    await host.close();
    await internal.close();
  });

  test('an endless tools.json is cut at 2 MB while reading: the host sees the reader hang up', async () => {
    expect(await reasonOf(readCdnJson(`${host.url}/endless.json`))).toBe('it is larger than 2 MB');
    await waitFor(() => host.aborted > 0);
    expect(host.aborted).toBe(1);
    // The socket's buffers hold a little more than was read; nothing near the 1.5 GB of the report.
    expect(sent.bytes).toBeLessThan(MAX_JSON_BYTES + 16 * 1024 * 1024);
  });

  test('a body announced larger than the cap is not read at all', async () => {
    expect(await reasonOf(readCdnJson(`${host.url}/announced.json`))).toBe('it is larger than 2 MB');
  });

  test('a redirect is refused, and the address it names is never asked', async () => {
    expect(await reasonOf(readCdnJson(`${host.url}/redirect.json`))).toBe(
      'it redirects elsewhere (give the final URL)',
    );
    expect(internal.hits).toBe(0);
  });

  test.each(['/silent.json', '/stalls.json'])(
    '%s: given up at the time limit, headers and body together',
    async (url) => {
      const started = Date.now();
      expect(await reasonOf(readCdnJson(`${host.url}${url}`, { timeoutMs: 300 }))).toBe(
        'it did not arrive within 0.3 s',
      );
      expect(Date.now() - started).toBeLessThan(3000);
    },
  );

  test('a file within its cap is read whole, with its type', async () => {
    const read = await readCdnFile(`${host.url}/ok.json`, { maxBytes: 10 });
    expect(Buffer.from(read.bytes).toString()).toBe('[]');
    expect(read.type).toBe('application/json');
  });
});

describe('the gateway following a build whose tools.json is endless or redirects', () => {
  let host: StubServer;
  let internal: StubServer;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const sent = { bytes: 0 };

  beforeAll(async () => {
    internal = await startStub((_request, response) => response.end('[]'));
    host = await startStub((request, response) => {
      const [, build, file] = /^\/(\w+)\/([\w.-]+)/.exec(request.url ?? '') ?? [];
      if (file === 'mf-manifest.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(manifestOf(build === 'big' ? 'tax' : 'media', `${build} build`)));
      }
      if (build === 'big' && file === 'tools.json') return endless(response, sent);
      if (build === 'moved' && file === 'tools.json') {
        response.writeHead(301, { location: `${internal.url}/latest/meta-data` });
        return response.end();
      }
      response.writeHead(404);
      response.end();
    });
    app = await startGateway(
      {
        staticRoot: shellTree(),
        remotesFile: `${emptyDir()}/remotes.json`,
        remoteUrls: { tax: `${host.url}/big/mf-manifest.json`, media: `${host.url}/moved/mf-manifest.json` },
        logLevel: 'warn',
      },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await host.close();
    await internal.close();
  });

  test('each is "cannot read its tools.json" (an endless one cut at 256 KB), the other areas serve, and the internal address is never asked', async () => {
    const reasons = logLines.map((line) => (JSON.parse(line) as { reason?: string }).reason);
    expect(reasons).toEqual(
      // tools.json is capped lower than other JSON (MAX_TOOLS_FILE_BYTES).
      expect.arrayContaining(['it is larger than 256 KB', 'it redirects elsewhere (give the final URL)']),
    );
    expect(internal.hits).toBe(0);
    expect(sent.bytes).toBeLessThan(MAX_JSON_BYTES + 16 * 1024 * 1024);
    const tools = (await app.inject('/tools.json')).json() as { area: string }[];
    expect(tools.some((tool) => tool.area === 'calculators')).toBe(true);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('pnpm release reads the build within the same bounds', () => {
  let host: StubServer;
  const sent = { bytes: 0 };

  beforeAll(async () => {
    host = await startStub((request, response) => {
      if (request.url === '/v1/mf-manifest.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(manifestOf('tax', 'tax v1')));
      }
      if (request.url === '/v1/remoteEntry.js') {
        const chunk = Buffer.alloc(64 * 1024, 'x');
        response.writeHead(200, { 'content-type': 'text/javascript' });
        const pump = () => {
          while (!response.destroyed && response.write(chunk)) sent.bytes += chunk.length;
          if (!response.destroyed) response.once('drain', pump);
        };
        return pump();
      }
      if (request.url === '/moved/mf-manifest.json') {
        response.writeHead(302, { location: '/v1/mf-manifest.json' });
        return response.end();
      }
      response.writeHead(404);
      response.end();
    });
  });
  afterAll(async () => {
    await host.close();
  });

  const release = async (...args: string[]) => {
    const err: string[] = [];
    const code = await runRelease(
      args,
      { REMOTES_FILE: `${emptyDir()}/remotes.json`, FINTOOLS_URL: 'http://127.0.0.1:1' },
      { out: () => undefined, err: (line) => err.push(line), fetch, now: () => new Date() },
    );
    return { code, err: err.join('\n') };
  };

  test('an endless remoteEntry.js is refused at 8 MB', async () => {
    expect(await release('tax', `${host.url}/v1/mf-manifest.json`)).toEqual({
      code: 1,
      err: `Refused: ${host.url}/v1/remoteEntry.js: it is larger than 8 MB`,
    });
  });

  test('a manifest URL that redirects is refused', async () => {
    expect(await release('tax', `${host.url}/moved/mf-manifest.json`)).toEqual({
      code: 1,
      err: `Refused: the tax build's manifest at ${host.url}/moved/mf-manifest.json: it redirects elsewhere (give the final URL)`,
    });
  });
});
