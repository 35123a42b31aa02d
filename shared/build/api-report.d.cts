/** shared/build/api-report.cjs, for TypeScript readers (its test). */
export function apiReport(): string;
export function moduleExports(): { subpath: string; file: string }[];
export const REPORT: string;
