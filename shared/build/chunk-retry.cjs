// A remote's own chunks (a screen, the loan chart) are loaded by its webpack runtime, not by the
// federation runtime, so the loader's entry retry (src/federation/retry-plugin.ts) never saw them: a
// chunk that failed or hung after remoteEntry.js had loaded left the tool down until the visitor
// clicked Retry. This plugin adds a few lines to the remote's webpack runtime that retry such a chunk
// the same way: twice, after 300 ms and 1 s, each try under a new URL.

/** The same waits as the entry's retries (retry-plugin.ts RETRY_DELAYS_MS; a test keeps them equal). */
const CHUNK_RETRY_DELAYS_MS = [300, 1000];

/**
 * How long one try of a chunk may take before it counts as hung (webpack's default is 120 s). Three
 * tries with their waits, 3 × 4 + 1.3 = 13.3 s, stay inside the loader's 15 s limit for a tool
 * (TOOL_LOAD_TIME_LIMIT_MS), so a hung chunk is retried before the tool gives up. A screen's chunk is
 * 1–20 KB gzipped, the loan chart's ~100 KB: seconds even on a slow phone network.
 */
const CHUNK_LOAD_TIMEOUT_MS = 4000;

/**
 * The runtime code. `__webpack_require__.e(id)` is how webpack asks for a chunk; after a failure or a
 * timeout webpack forgets the chunk, so asking again really loads it again. The new URL (`?retry=1`)
 * matters for a hung chunk: Chromium hands a new script element for a URL that is still loading the
 * same pending request, so the same URL would hang again.
 */
function chunkRetryRuntime(Template, RuntimeGlobals, delays) {
  const ensure = RuntimeGlobals.ensureChunk;
  const fileName = RuntimeGlobals.getChunkScriptFilename;
  return Template.asString([
    `var ensureChunkOnce = ${ensure};`,
    `var chunkFileName = ${fileName};`,
    'var chunkRetries = {};',
    `${fileName} = function (chunkId) {`,
    Template.indent([
      'var file = chunkFileName(chunkId);',
      "return chunkRetries[chunkId] ? file + '?retry=' + chunkRetries[chunkId] : file;",
    ]),
    '};',
    `${ensure} = function (chunkId) {`,
    Template.indent([
      `var delays = ${JSON.stringify(delays)};`,
      'var attempt = function (index) {',
      Template.indent([
        'return ensureChunkOnce(chunkId).catch(function (error) {',
        Template.indent([
          // Every failure moves the chunk to a URL not asked for yet, for these tries and for a later
          // Retry of the whole tool alike.
          'chunkRetries[chunkId] = (chunkRetries[chunkId] || 0) + 1;',
          'if (index >= delays.length) throw error;',
          'return new Promise(function (resolve) { setTimeout(resolve, delays[index]); }).then(function () {',
          Template.indent(['return attempt(index + 1);']),
          '});',
        ]),
        '});',
      ]),
      '};',
      'return attempt(0);',
    ]),
    '};',
  ]);
}

/** Adds the retry to every runtime that can load chunks (a remote's remoteEntry.js, embed.js). */
class ChunkRetryPlugin {
  constructor({ delays = CHUNK_RETRY_DELAYS_MS } = {}) {
    this.delays = delays;
  }

  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    const delays = this.delays;
    class ChunkRetryRuntimeModule extends RuntimeModule {
      constructor() {
        // STAGE_TRIGGER: after webpack has defined the functions this wraps.
        super('fintools chunk retry', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        return chunkRetryRuntime(Template, RuntimeGlobals, delays);
      }
    }
    compiler.hooks.thisCompilation.tap('ChunkRetryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.ensureChunk)
        .tap('ChunkRetryPlugin', (chunk, requirements) => {
          requirements.add(RuntimeGlobals.getChunkScriptFilename);
          compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
        });
    });
  }
}

module.exports = { ChunkRetryPlugin, chunkRetryRuntime, CHUNK_RETRY_DELAYS_MS, CHUNK_LOAD_TIMEOUT_MS };
