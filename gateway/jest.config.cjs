// The shared setup, plus one thing the gateway needs: Fastify's inject (light-my-request) requires
// cookie@2 and @fastify/static may pull content-disposition@3, both ESM-only. Jest on Node 20 cannot
// require ESM, so SWC compiles those two packages like our own sources.
const base = require('../jest.config.base.cjs')({ dom: false });

module.exports = {
  ...base,
  // Real servers, real sockets, real JPEG encoding: on a busy shared CI machine 5 s is too tight.
  // Tests wait on conditions, not on this; it only bounds a hang.
  testTimeout: 15_000,
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/(cookie|content-disposition)@).*/node_modules/'],
};
