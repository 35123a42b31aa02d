// A remote's remoteEntry.js carried two sharing runtimes. webpack's RuntimePlugin adds its own
// (`__webpack_require__.I`, with one `register(…)` call per shared module) whenever a chunk needs the
// share scope, and Module Federation's plugin adds the federation one, which runs after it and replaces
// `__webpack_require__.I`. webpack's is then dead code: ~1 KB gzipped in the calculators' entry, with its
// ~50 share keys, downloaded on every tool route. This plugin keeps only the federation's.

const PLUGIN_NAME = 'OneShareRuntimePlugin';

class OneShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      // After every runtime module is attached, before hashing and code generation of the runtime.
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN_NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (module) => module.name === 'sharing',
          );
          // The federation's runs at a later stage than webpack's (STAGE_NORMAL): the later one wins.
          const federation = sharing.find((module) => module.stage > RuntimeModule.STAGE_NORMAL);
          if (!federation) continue;
          for (const module of sharing) {
            if (module === federation) continue;
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
