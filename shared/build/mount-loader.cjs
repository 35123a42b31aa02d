// Makes a remote's ./mount from its tools.json (`tools.json?mount`, remote-tools.cjs): every tool by its
// public id, each screen loaded on demand, so a tool added to tools.json is mountable with no other file.
// Each screen is imported under its expose's chunk name, so ./mount and the exposes share one file per screen.
const { exposeChunkName } = require('./remote-tools.cjs');

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function mountLoader(source) {
  const tools = JSON.parse(source);
  const screens = tools
    .map((tool) => {
      const chunk = `/* webpackChunkName: ${JSON.stringify(exposeChunkName(tool.screen))} */`;
      return `  ${JSON.stringify(tool.id)}: () => import(${chunk} ${JSON.stringify(`./${tool.screen}`)}),`;
    })
    .join('\n');
  return [
    "import { createMount } from '@fintools/shared/federation';",
    '',
    'export const mount = createMount({',
    screens,
    '});',
    '',
  ].join('\n');
};
