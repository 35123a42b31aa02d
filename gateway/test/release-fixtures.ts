import fs from 'node:fs';
import path from 'node:path';
import { screenModule } from '@fintools/shared/catalogue/tool-entry';
import { REPO_ROOT } from '../src/config';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../src/config';
import { runRelease, type CliIo } from '../src/release/cli';
import { FileReleaseStore } from '../src/release/store';
import { emptyDir, startGateway, startStub, tempTree, type StubServer } from './helpers';

/** What the test shell provides (its provided-shared.json). */
export const SHELL_PROVIDES = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  '@fintools/shared/finance/tax': '0.1.0',
  '@fintools/shared/ui/screen': '0.1.0',
};

/** A remote's mf-manifest.json as the build writes it, built against `sharedVersion` of @fintools/shared. */
export function manifestOf(name: string, label: string, sharedVersion = '0.1.0') {
  const rule = { singleton: true, strictVersion: true };
  return {
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: '0.1.0', buildName: `@fintools/mfe-${name}`, buildLabel: label } },
    shared: [
      { id: `${name}:react`, name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', ...rule, import: true },
      {
        id: `${name}:@fintools/shared/finance/tax`,
        name: '@fintools/shared/finance/tax',
        version: sharedVersion,
        requiredVersion: `^${sharedVersion}`,
        ...rule,
        import: false,
      },
    ],
    remotes: [],
    exposes: [],
  };
}

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  strictVersion?: boolean;
  import?: boolean;
}

/**
 * A remoteEntry.js as webpack's Module Federation plugin writes it (minified), for a build with `manifest`'s
 * shared modules and an expose per tool's screen (plus ./mount): what the release gate reads.
 */
export function entryOf(manifest: { name: string; shared?: ManifestShared[] }, tools: readonly { screen: string }[]) {
  const exposes = ['./mount', ...tools.map((tool) => `./${screenModule(tool.screen)}`)];
  const consumes = (manifest.shared ?? []).map((shared, index) => {
    const fallback = shared.import
      ? `()=>t.e(${index}).then(()=>()=>t(${index}))`
      : `()=>()=>{throw new Error("Can not get '${shared.name}'")}`;
    const range = shared.requiredVersion ? JSON.stringify(shared.requiredVersion) : '!1';
    return (
      `${100 + index}:{fallback:${fallback},shareScope:["default"],singleton:${shared.singleton ? '!0' : '!1'},` +
      `requiredVersion:${range},strictVersion:${shared.strictVersion === false ? '!1' : '!0'},eager:!1,layer:void 0,` +
      `shareKey:${JSON.stringify(shared.name)}}`
    );
  });
  const moduleMap = exposes.map((expose) => `${JSON.stringify(expose)}:()=>t.e(1).then(()=>()=>t(2))`).join(',');
  return `var fintools_${manifest.name};(()=>{var n={${moduleMap}};t.consumesLoadingData.moduleIdToConsumeDataMapping={${consumes.join(',')}}})();`;
}

/** An area's tools.json from the repository, as its build publishes it. */
export const repoTools = (area: string): { id: string; path: string; screen: string }[] =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, `mfe-${area}`, 'tools.json'), 'utf8')) as never;

/** A folder holding a shell build: its page and what it provides. */
export function shellTree(provides: Record<string, string> = SHELL_PROVIDES): string {
  return tempTree({
    'shell/dist/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
    'shell/dist/provided-shared.json': JSON.stringify({ shared: provides }),
  });
}

/**
 * A static host of remote builds: `/<folder>/mf-manifest.json`, `/<folder>/remoteEntry.js` and
 * `/<folder>/tools.json` (the area's own, from the repository) for each.
 */
export function startBuildHost(builds: Record<string, object>): Promise<StubServer> {
  return startStub((request, response) => {
    const [, folder, file] = /^\/([^/]+)\/([^/?]+)/.exec(request.url ?? '') ?? [];
    const manifest = folder ? builds[folder] : undefined;
    if (manifest && file === 'mf-manifest.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(manifest));
    } else if (manifest && file === 'tools.json') {
      const area = (manifest as { name?: string }).name ?? '';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(fs.readFileSync(path.join(REPO_ROOT, `mfe-${area}`, 'tools.json')));
    } else if (manifest && file === 'remoteEntry.js') {
      const area = (manifest as { name: string }).name;
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(entryOf(manifest as { name: string }, repoTools(area)));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
}

/** A file a `startFileHost` serves: its text (typed by its name), or its content type and text. */
export type HostedFile = string | [contentType: string, body: string];

/**
 * A static host whose files a test writes and may change while it runs: `/<folder>/<file>` answers
 * `folders[folder][file]` as it is at that request (a swap on the CDN), else 404; CORS open, as a CDN's.
 */
export function startFileHost(folders: Record<string, Record<string, HostedFile>>): Promise<StubServer> {
  return startStub((request, response) => {
    const [, folder = '', file = ''] = /^\/([^/]+)\/([^?]+)/.exec(request.url ?? '') ?? [];
    const found = folders[folder]?.[file];
    if (found === undefined) {
      response.writeHead(404);
      return response.end();
    }
    const [type, body] =
      typeof found === 'string' ? [file.endsWith('.js') ? 'text/javascript' : 'application/json', found] : found;
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    return response.end(body);
  });
}

/**
 * A gateway on a loopback port serving `shellTree()`, following its own map file: what `pnpm release` talks to
 * (FINTOOLS_URL is `site`, REMOTES_FILE is `remotesFile`).
 */
export async function startReleaseGateway(
  remotesPollMs = 100,
  /** Writes what a test needs into the shell's tree before the gateway starts (a route-preload.json). */
  prepare?: (staticRoot: string) => void,
): Promise<{ app: FastifyInstance; site: string; remotesFile: string }> {
  const remotesFile = path.join(emptyDir(), 'remotes.json');
  const staticRoot = shellTree();
  prepare?.(staticRoot);
  const app = await startGateway({ staticRoot, remotesFile, remotesPollMs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, remotesFile, site: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * Two builds of the tax remote (v1, v2) on a host of their own, and a gateway (not listening) following a map
 * file every 50 ms whose warnings are kept in `logLines`: what the tests of a hand-written or broken map need.
 */
export async function startMapFileGateway(): Promise<{
  host: StubServer;
  app: FastifyInstance;
  remotesFile: string;
  logLines: string[];
}> {
  const host = await startBuildHost({
    v1: manifestOf('tax', 'tax remote · v1'),
    v2: manifestOf('tax', 'tax remote · v2'),
  });
  const remotesFile = path.join(emptyDir(), 'remotes.json');
  const logLines: string[] = [];
  const app = await startGateway(
    { staticRoot: shellTree(), remotesFile, remotesPollMs: 50, logLevel: 'warn' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  return { host, app, remotesFile, logLines };
}

/**
 * `pnpm release` with `args` against the map file and gateway `env` names, its output kept: what a team sees.
 * `io` overrides the defaults (the real fetch, the clock, a 3 s wait for the gateway).
 */
export async function releaseCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: Partial<CliIo> = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRelease(args, env, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    fetch,
    now: () => new Date(),
    confirmWithinMs: 3000,
    ...io,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * A gateway deciding `--auto` canaries on a map file of its own (the store a test writes releases into), polling
 * every 50 ms, with limits high enough for a test's hundreds of reports and at least 50 clients per decision.
 */
export async function startCanaryGateway(
  overrides: Partial<GatewayConfig> = {},
): Promise<{ app: FastifyInstance; store: FileReleaseStore }> {
  const remotesFile = path.join(emptyDir(), 'remotes.json');
  const app = await startGateway({
    staticRoot: shellTree(),
    remotesFile,
    remotesPollMs: 50,
    canaryAutoMinClients: 50,
    rateLimitPerMinute: 100_000,
    ...overrides,
  });
  return { app, store: new FileReleaseStore(remotesFile) };
}
