// The first step of `pnpm test`: on a machine without the programs the suites drive, fail at once with one
// line naming them and how to install them, rather than minutes later deep inside a suite. Node only, no
// dependencies. The e2e suite drives Debian's chromium-headless-shell (TEST_CHROMIUM_PATH), the deployment spec nginx
// (NGINX_PATH), the gateway's many-gateways tests redis-server, the resume spec pdftotext and pdfinfo.
import fs from 'node:fs';
import path from 'node:path';

/** Each program, the places it may be besides PATH, and the Debian package that brings it. */
const PROGRAMS = [
  {
    name: 'chromium-headless-shell',
    also: [process.env.TEST_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'],
    debian: 'chromium-headless-shell',
  },
  { name: 'redis-server', also: [], debian: 'redis-server' },
  { name: 'nginx', also: [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'], debian: 'nginx' },
  { name: 'pdftotext', also: [], debian: 'poppler-utils' },
  { name: 'pdfinfo', also: [], debian: 'poppler-utils' },
];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function found({ name, also }) {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...onPath.map((dir) => path.join(dir, name)), ...also.filter(Boolean)].some(isExecutable);
}

const missing = PROGRAMS.filter((program) => !found(program));
if (missing.length > 0) {
  const packages = [...new Set(missing.map((program) => program.debian))].join(' ');
  console.error(
    `pnpm test needs ${missing.map((program) => program.name).join(', ')}, not found on this machine: ` +
      `install them with \`apt-get install -y ${packages}\` (Debian), or run \`bash .ci/run\`, which installs them ` +
      'and runs the tests.',
  );
  process.exit(1);
}
