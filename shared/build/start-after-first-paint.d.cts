/** Types of start-after-first-paint.cjs, for the gateway (TypeScript) that reads the hash. */
export declare const START_SCRIPT: string;
export declare const START_SCRIPT_HASH: string;
export declare class StartAfterFirstPaintPlugin {
  apply(compiler: unknown): void;
}
