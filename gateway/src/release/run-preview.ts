import { checkoutIo, runPreview } from './preview-cli';

// `pnpm preview …` (the root script runs this in the gateway package).
runPreview(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch,
  now: () => new Date(),
  ...checkoutIo,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
