// What a page will download, written at build time so the gateway can list it in the HTML it serves
// (`<link rel="preload">` / `<link rel="prefetch">` at the end of the page, gateway/src/page-html.ts)
// instead of the browser discovering it one hop at a time: shell main → federation-host →
// remoteEntry.js → the screen → the shared modules it imports.
// The gateway reads both files (gateway/src/route-preload.ts); a host without them just skips the hints.

/** The shell's file: which files the tool-route loader needs, and which files each shared module needs. */
const SHELL_PRELOAD_FILE = 'route-preload.json';
/** A remote's file: which `@fintools/shared/…` share keys each exposed module consumes. */
const REMOTE_PRELOAD_FILE = 'shared-by-expose.json';
/** A remote's file: the files each exposed module's own chunks are (its screen, not what it shares). */
const REMOTE_FILES_FILE = 'files-by-expose.json';

const PLUGIN = 'FintoolsPreloadManifest';

function emitJson(compilation, file, value) {
  const { RawSource } = compilation.compiler.webpack.sources;
  compilation.emitAsset(file, new RawSource(`${JSON.stringify(value, null, 2)}\n`));
}

function filesOf(chunkGroup) {
  return [...new Set(chunkGroup.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) =>
    /\.(js|css)$/.test(file),
  );
}

/**
 * Shell: `toolRoute` lists the files of the `federation-host` chunk group (the loader and the MF runtime);
 * `chunks` the files of every chunk group named with `webpackChunkName` ("dashboard", "pages"), which
 * prerendered pages name; `sharedModules` maps each module the host provides ("format/indian-number", a
 * lazy element of shared-module-files.ts's webpack context) to the files of its chunk group.
 */
class ShellPreloadManifestPlugin {
  /** @param {Record<string, string[]>} shareGroups each share group's members (webpack.cjs SHARE_GROUPS) */
  constructor(shareGroups) {
    this.shareGroups = shareGroups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const host = compilation.namedChunkGroups.get('federation-host');
          // Entry points' files (main.js, main.css) are in the page already: a hint for them again is noise
          // (a shared module that lives in main, like the UI base's CSS, needs nothing more).
          const inPage = new Set([...compilation.entrypoints.values()].flatMap((entry) => filesOf(entry)));
          const notInPage = (group) => filesOf(group).filter((file) => !inPage.has(file));
          const sharedModules = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              // A module of the host's list of shared modules, the webpack context over shared/src
              // (src/federation/shared-module-files.ts): origin "./finance/emi.ts".
              const provided = /^\.\/([\w-]+\/[\w-]+)\.tsx?$/.exec(origin.request ?? '');
              if (provided && /[\\/]shared[\\/]src$/.test(origin.module?.context ?? '')) {
                sharedModules[provided[1]] = notInPage(group);
              }
            }
          }
          // A share group is provided as its members (provided-shared.ts): their files.
          for (const [group, members] of Object.entries(this.shareGroups))
            sharedModules[group] = [...new Set(members.flatMap((member) => sharedModules[member] ?? []))];
          const chunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial() || name.startsWith('shared-')) continue;
            chunks[name] = notInPage(group);
          }
          emitJson(compilation, SHELL_PRELOAD_FILE, { toolRoute: host ? notInPage(host) : [], chunks, sharedModules });
        },
      );
    });
  }
}

/**
 * Remote: for each exposed module ("./EmiCalculator"), the shared modules its own chunks consume
 * (shared-by-expose.json) and the files of those chunks (files-by-expose.json). Read from webpack's chunk
 * groups, which are what the remote's container loads: mf-manifest.json's lists can name another
 * expose's chunk when two exposes share a module.
 */
/**
 * The chunk group the enhanced plugin makes for an exposed module: "__federation_expose_" and the name with
 * "-" as "_" and "/" as "__" ("./emi/emi-calculator-screen" → "__federation_expose_emi__emi_calculator_screen"),
 * as @module-federation/sdk's generateExposeFilename writes it (the sdk is not ours to import from here).
 */
function exposeChunkName(expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/@/g, 'scope_').replace(/-/g, '_').replace(/\//g, '__')}`;
}

class RemotePreloadManifestPlugin {
  /** @param {Record<string, string>} exposes */
  constructor(exposes) {
    this.exposes = Object.keys(exposes);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const byExpose = {};
          const filesByExpose = {};
          for (const expose of this.exposes) {
            const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
            if (!group) continue;
            filesByExpose[expose] = filesOf(group);
            const keys = new Set();
            for (const chunk of group.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                const shareKey = module.options?.shareKey;
                if (module.type === 'consume-shared-module' && typeof shareKey === 'string') keys.add(shareKey);
              }
            }
            byExpose[expose] = [...keys].sort();
          }
          emitJson(compilation, REMOTE_PRELOAD_FILE, byExpose);
          emitJson(compilation, REMOTE_FILES_FILE, filesByExpose);
        },
      );
    });
  }
}

module.exports = {
  ShellPreloadManifestPlugin,
  RemotePreloadManifestPlugin,
  SHELL_PRELOAD_FILE,
  REMOTE_PRELOAD_FILE,
  REMOTE_FILES_FILE,
};
