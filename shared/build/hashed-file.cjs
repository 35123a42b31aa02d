// The one definition of a content-hashed file name: what webpack writes for `[name].[contenthash:8].ext`
// (shared/build/webpack.cjs), so the bytes behind the name never change and it may be cached for a year.
// The gateway, the e2e static host, the gateway bench, the shell's service worker and its build import it;
// docs/nginx/fintools.conf, which cannot import, holds a copy that gateway/test/hashed-file-pattern.test.ts
// keeps equal to it.

/** `main.0123abcd.js`, `803.79646f65.css`: a dot, at least 8 hex digits, a dot, an extension. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

module.exports = { HASHED_FILE };
