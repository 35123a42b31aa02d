/**
 * This package's version, as the federation share scope sees it. Kept equal to package.json by a test
 * (version.test.ts), so hosts can provide it without reading package.json at run time.
 */
export const SHARED_PACKAGE_VERSION = '0.1.1';
