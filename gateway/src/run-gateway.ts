import type { FastifyInstance } from 'fastify';
import { loadConfig, type GatewayConfig } from './config';
import { buildGateway } from './build-gateway';

/** Builds and starts the gateway; stops it cleanly on Ctrl-C or a container's SIGTERM. */
export async function runGateway(config: GatewayConfig = loadConfig(process.env)): Promise<FastifyInstance> {
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { media: Boolean(config.mediaApiKey), chat: Boolean(config.chatApiKey), remotes: config.remoteUrls },
    'FinTools gateway ready',
  );

  const stop = (signal: string) => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}

if (require.main === module) {
  runGateway().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
