import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runToEnd, spawnGroup, waitFor } from './processes';
import { REPO_ROOT } from './start-gateway';

/** The documented nginx config (docs/deploy.md, "nginx"), with ${FINTOOLS_*} placeholders. */
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'docs', 'nginx', 'fintools.conf');

/** Debian's nginx, if installed (`apt-get install nginx`; .ci/run installs it). */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!));
}

/** The template with its placeholders filled in, as `envsubst '${FINTOOLS_…}'` would. */
export function fillTemplate(
  template: string,
  values: Record<'FINTOOLS_LISTEN' | 'FINTOOLS_ROOT' | 'FINTOOLS_GATEWAY', string>,
): string {
  let filled = template;
  for (const [name, value] of Object.entries(values)) filled = filled.split(`\${${name}}`).join(value);
  const left = /\$\{FINTOOLS_[A-Z_]+\}/.exec(filled);
  if (left) throw new Error(`${NGINX_TEMPLATE} has a placeholder nobody fills: ${left[0]}`);
  return filled;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Runs nginx in the foreground as this user, everything it writes (pid, logs, temp files) in a fresh
 * temporary prefix, with a small main config that includes the documented server config.
 */
export async function startNginx(
  nginx: string,
  options: { port: number; staticRoot: string; gateway: string },
): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-nginx-'));
  const site = fillTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    FINTOOLS_LISTEN: `127.0.0.1:${options.port}`,
    FINTOOLS_ROOT: options.staticRoot,
    FINTOOLS_GATEWAY: options.gateway,
  });
  fs.writeFileSync(path.join(prefix, 'fintools.conf'), site);
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; text/plain txt; }';
  // `user` only means something to a master running as root: keep the workers as this same user.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  const main = `
${user}
daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  include ${prefix}/fintools.conf;
}
`;
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, main);
  const args = ['-p', `${prefix}/`, '-c', config, '-e', `${prefix}/error.log`];
  await runToEnd(nginx, ['-t', ...args], {});

  const server = spawnGroup(nginx, args, {});
  const url = `http://127.0.0.1:${options.port}`;
  const errors = () => (fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '');
  try {
    await waitFor(
      `nginx on ${url}`,
      async () => (await fetch(`${url}/index.html`)).ok,
      30_000,
      () =>
        server.child.exitCode !== null
          ? `exited with ${server.child.exitCode}:\n${server.output()}\n${errors()}`
          : undefined,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url,
    stop: async () => {
      await server.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
