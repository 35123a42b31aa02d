/** Types of hashed-file.cjs, for the gateway and the e2e suite (TypeScript). */
export declare const HASHED_FILE: RegExp;
