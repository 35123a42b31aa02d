import { FAKE_CHAT_API_KEY, FAKE_MEDIA_API_KEY, startFakeUpstreams } from '../fakes/server';
import { loadConfig, REPO_ROOT } from './config';
import { buildMissing } from './build-missing';
import { runGateway } from './run-gateway';

/**
 * `pnpm start:offline`: the fake providers (FAKES_PORT, default 8090) and the gateway pointed at them,
 * in one process. Everything works with no network and no real keys.
 */
async function runWithFakes(): Promise<void> {
  const fakes = await startFakeUpstreams({
    port: Number(process.env.FAKES_PORT ?? 8090),
    publicUrl: process.env.FAKES_PUBLIC_URL || undefined,
  });
  console.log(`[gateway] fake upstreams on ${fakes.url}`);
  const config = loadConfig({
    ...process.env,
    RATES_BASE_URL: fakes.url,
    MEDIA_BASE_URL: fakes.url,
    MEDIA_API_KEY: FAKE_MEDIA_API_KEY,
    CHAT_BASE_URL: `${fakes.url}/v1`,
    CHAT_API_KEY: FAKE_CHAT_API_KEY,
    // The fakes serve pictures from their own origin (MEDIA_BASE_URL's, already allowed) unless told otherwise.
    MEDIA_ASSET_ORIGINS: [process.env.MEDIA_ASSET_ORIGINS, process.env.FAKES_PUBLIC_URL, fakes.url]
      .filter(Boolean)
      .join(' '),
  });
  if (config.staticRoot === REPO_ROOT) buildMissing(REPO_ROOT);
  await runGateway(config);
}

runWithFakes().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
