import { FAKE_CHAT_API_KEY, FAKE_MEDIA_API_KEY, startFakeUpstreams } from './server';

/** `pnpm --filter @fintools/gateway fakes`: the fake providers on loopback, for offline development. */
async function runFakes(): Promise<void> {
  const port = Number(process.env.FAKES_PORT ?? 8090);
  const fakes = await startFakeUpstreams({
    port,
    publicUrl: process.env.FAKES_PUBLIC_URL || undefined,
    mediaApiKey: process.env.FAKE_MEDIA_API_KEY || FAKE_MEDIA_API_KEY,
    chatApiKey: process.env.FAKE_CHAT_API_KEY || FAKE_CHAT_API_KEY,
    // The e2e slow the chat's stream down so a test can watch it grow on a busy machine.
    ...(process.env.FAKE_CHAT_CHUNK_DELAY_MS ? { chatChunkDelayMs: Number(process.env.FAKE_CHAT_CHUNK_DELAY_MS) } : {}),
  });
  console.log(`Fake upstreams listening on ${fakes.url}
Point the gateway at them with:
  RATES_BASE_URL=${fakes.url} MEDIA_BASE_URL=${fakes.url} CHAT_BASE_URL=${fakes.url}/v1 \\
  MEDIA_API_KEY=${process.env.FAKE_MEDIA_API_KEY || FAKE_MEDIA_API_KEY} CHAT_API_KEY=${process.env.FAKE_CHAT_API_KEY || FAKE_CHAT_API_KEY}`);

  const stop = () => void fakes.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

runFakes().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
