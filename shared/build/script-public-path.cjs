// Where a script built with `publicPath: 'auto'` finds its own folder (the base of its chunks' URLs). Each of our
// such scripts (a remote's remoteEntry.js, embed.js, the standalone page) is a classic script that a <script>
// element runs: the federation runtime, embed.js and the page all load it so. webpack's own detection
// (AutoPublicPathRuntimeModule) also serves workers, module scripts and scripts run without an element, by
// scanning every script of the page. Measured 2026-12-03 (gzip -9): this module instead of webpack's, with
// `environment.globalThis` (webpack.cjs), took 193 B off the calculators' remoteEntry.js (8,588 → 8,395 B),
// which every tool route downloads, ~195 B off every other area's and 170 B off embed.js. It keeps
// webpack's guard: `document.currentScript` must be a real <script> (a page's `<img name="currentScript">` could
// otherwise name an attacker's URL), and says plainly when the script was not run by one.

const PLUGIN_NAME = 'ScriptPublicPathPlugin';

class ScriptPublicPathPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;

    class ScriptPublicPathRuntimeModule extends RuntimeModule {
      constructor() {
        super('publicPath', RuntimeModule.STAGE_BASIC);
      }

      generate() {
        const { uniqueName } = this.compilation.outputOptions;
        const refusal = `${uniqueName}: run this file from a <script> element`;
        return [
          'var script = document.currentScript;',
          `if (!script || script.tagName !== 'SCRIPT') throw new Error(${JSON.stringify(refusal)});`,
          // The folder of the script's URL, without its query or fragment (?retry=1 from a retry).
          `${RuntimeGlobals.publicPath} = new URL('.', script.src).href;`,
        ].join('\n');
      }
    }

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // Before webpack's RuntimePlugin, which then adds no module of its own: the hook bails on `true`.
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.publicPath)
        .tap({ name: PLUGIN_NAME, stage: -10 }, (chunk) => {
          const publicPath = chunk.getEntryOptions()?.publicPath ?? compilation.outputOptions.publicPath;
          if (publicPath !== 'auto' || compilation.outputOptions.scriptType === 'module') return undefined;
          compilation.addRuntimeModule(chunk, new ScriptPublicPathRuntimeModule());
          return true;
        });
    });
  }
}

module.exports = { ScriptPublicPathPlugin };
