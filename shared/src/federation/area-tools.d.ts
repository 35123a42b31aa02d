/**
 * The tools.json of the area being built or tested: webpack (shared/build/webpack.cjs `areaAliases`) and Jest
 * (jest.config.base.cjs) resolve this name to `<the area's folder>/tools.json`, so code written once in
 * @fintools/shared reads each area's own file. Each area's tsconfig.json includes this file.
 */
declare module '@fintools-area/tools.json' {
  import type { ToolEntry } from '../catalogue/tool-entry';

  const tools: readonly ToolEntry[];
  export default tools;
}
