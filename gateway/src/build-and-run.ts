import { loadConfig, REPO_ROOT } from './config';
import { buildMissing } from './build-missing';
import { runGateway } from './run-gateway';

/** `pnpm start`: build whatever is not built yet, then serve everything from one process. */
async function buildAndRun(): Promise<void> {
  const config = loadConfig(process.env);
  // A STATIC_ROOT elsewhere is a deployment's ready-made build: nothing to build here.
  if (config.staticRoot === REPO_ROOT) buildMissing(REPO_ROOT);
  await runGateway(config);
}

buildAndRun().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
