import { runRelease } from './cli';
import { exitWith, processIo } from './process-io';

// `pnpm release …` (the root script runs this in the gateway package).
exitWith(runRelease(process.argv.slice(2), process.env, processIo));
