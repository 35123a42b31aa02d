import net from 'node:net';

/**
 * Blocks of loopback ports for the deployment and offline specs (18200–18449), one block per spec file so files
 * running side by side never ask for the same port. Inside a block the first free port wins, so a
 * stray process on one port costs nothing.
 */
export const PORT_BLOCKS = {
  deployment: [18200, 18239],
  embedding: [18240, 18269],
  nginx: [18270, 18299],
  offline: [18300, 18339],
  mediaBusy: [18340, 18349],
  release: [18350, 18389],
  areaRelease: [18390, 18399],
  integrity: [18400, 18429],
  preview: [18430, 18449],
} as const satisfies Record<string, readonly [number, number]>;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port of the block that nothing listens on now, skipping the ones this process already handed out. */
export async function freePort(block: keyof typeof PORT_BLOCKS): Promise<number> {
  const [from, to] = PORT_BLOCKS[block];
  for (let port = from; port <= to; port += 1) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${from}–${to} for the ${block} spec`);
}

const handedOut = new Set<number>();

/** Gives a port back once its server has stopped for good. */
export function releasePort(port: number): void {
  handedOut.delete(port);
}

/**
 * A port for a script's own server (pnpm size, the benches): BENCH_PORT + `offset` when BENCH_PORT is
 * set (a shared machine where each person has a range), else any port nothing listens on now.
 */
export async function scriptPort(offset = 0): Promise<number> {
  const base = process.env.BENCH_PORT;
  if (base) {
    if (!/^\d+$/.test(base)) throw new Error(`BENCH_PORT must be a port number, got "${base}"`);
    return Number(base) + offset;
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
