import { checkoutIo, runPreview } from './preview-cli';
import { exitWith, processIo } from './process-io';

// `pnpm preview …` (the root script runs this in the gateway package).
exitWith(runPreview(process.argv.slice(2), process.env, { ...processIo, ...checkoutIo }));
