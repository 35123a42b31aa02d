/**
 * The gateway under load, in its own process so the load generator does not share its event loop.
 * Listens on a free loopback port and reports over the IPC channel: its URL once, its memory on request.
 * Nothing new is exposed over HTTP.
 */
import { loadConfig } from '../src/config';
import { buildGateway } from '../src/build-gateway';

export type ChildMessage = { type: 'listening'; url: string } | { type: 'memory'; usage: NodeJS.MemoryUsage };

async function main(): Promise<void> {
  const send = (message: ChildMessage) => process.send?.(message);
  const app = await buildGateway(loadConfig(process.env));
  send({ type: 'listening', url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  process.on('message', (message) => {
    if (message === 'memory') send({ type: 'memory', usage: process.memoryUsage() });
  });
  // The bench is done (or gone): close and leave.
  process.once('disconnect', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
