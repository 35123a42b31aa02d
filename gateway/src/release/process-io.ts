import type { CliIo } from './cli';

/** What `pnpm release` and `pnpm preview` print to and read from when a person runs them. */
export const processIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch,
  now: () => new Date(),
};

/** Ends the process with the command's exit code; a failure nobody caught is printed, never a stack trace. */
export function exitWith(command: Promise<number>): void {
  command.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
