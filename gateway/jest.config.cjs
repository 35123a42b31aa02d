// The shared setup, plus one thing the gateway needs: Fastify's inject (light-my-request) requires
// cookie@2 and @fastify/static may pull content-disposition@3, both ESM-only. Jest on Node 20 cannot
// require ESM, so SWC compiles those two packages like our own sources.
const base = require('../jest.config.base.cjs')({ dom: false });

module.exports = {
  ...base,
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/(cookie|content-disposition)@).*/node_modules/'],
};
