// What `pnpm release` and the gateway read to decide whether a remote can run on the live shell
// (gateway/src/release/compatibility.ts): the shell says what it provides, each remote's manifest says
// what it requires and how strictly. Both are written at build time, beside the files they describe.

/** The shell's file: every shared module the host provides, with its version. */
const PROVIDED_SHARED_FILE = 'provided-shared.json';
const MANIFEST_FILE = 'mf-manifest.json';
const PLUGIN = 'FintoolsReleaseManifests';

/**
 * Shell: writes `provided-shared.json` = `{ "shared": { "react": "19.3.1", "@fintools/shared/ui/field": "0.1.1",
 * "@fintools/shared/finance/emi": "0.0.0-hd2cbb14e47", … } }`: the package version for singleton modules,
 * the content version for pure ones (shared/build/webpack.cjs `sharedModuleVersions`).
 */
class ProvidedSharedPlugin {
  /** @param {Record<string, string>} versions share key → version */
  constructor(versions) {
    this.versions = versions;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const body = `${JSON.stringify({ shared: this.versions }, null, 2)}\n`;
          compilation.emitAsset(PROVIDED_SHARED_FILE, new compiler.webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/** The share rule for a key: its own, or a prefix rule ("react/" for "react/jsx-runtime"). */
function ruleFor(rules, name) {
  if (rules[name]) return rules[name];
  const prefix = Object.keys(rules)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? rules[prefix] : undefined;
}

/** The manifest with each shared entry's strictVersion, singleton and import, and the build label. */
function annotateManifest(manifest, shareRules, buildLabel) {
  const metaData = manifest.metaData ?? {};
  return {
    ...manifest,
    metaData: { ...metaData, buildInfo: { ...metaData.buildInfo, buildLabel } },
    shared: (manifest.shared ?? []).map((entry) => {
      const rule = ruleFor(shareRules, entry.name);
      if (!rule) return entry;
      return {
        ...entry,
        singleton: Boolean(rule.singleton),
        strictVersion: Boolean(rule.strictVersion),
        import: rule.import !== false,
      };
    }),
  };
}

/**
 * Remote: completes the federation plugin's `mf-manifest.json`. The plugin writes each shared module's
 * `requiredVersion` but not `strictVersion` nor whether the remote bundles a fallback copy (`import:
 * false` means it does not), and nothing says which build this is; a release check needs all three:
 * a singleton without a copy must be satisfied by the shell, a pure module with its copy never blocks
 * (the remote brings its own when the shell's version differs, and `pnpm release` lists those).
 * Adds `strictVersion`, `singleton` and `import` to every `shared` entry and `buildLabel` to
 * `metaData.buildInfo`. Runs after the federation plugin has written the manifest (ANALYSE comes after
 * its OPTIMIZE_TRANSFER) and before the .br/.gz copies are made (REPORT).
 */
class ManifestReleaseInfoPlugin {
  /** @param {{ shareRules: Record<string, { singleton?: boolean, strictVersion?: boolean, import?: false }>, buildLabel: string }} options */
  constructor({ shareRules, buildLabel }) {
    this.shareRules = shareRules;
    this.buildLabel = buildLabel;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) return;
          const manifest = annotateManifest(
            JSON.parse(asset.source.source().toString()),
            this.shareRules,
            this.buildLabel,
          );
          const body = JSON.stringify(manifest, null, 2);
          compilation.updateAsset(MANIFEST_FILE, new compiler.webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/** The embed build's file beside the manifest: the scripts embed.js is, for a release to hash. */
const EMBED_FILES_FILE = 'embed-files.json';

/**
 * embed.js: writes `embed-files.json` = `{ "files": ["embed.js", "embed-host.1a2b3c4d.js"] }`, every script the
 * embed build emits. The manifest does not list them (another compiler builds them), and a release records a
 * hash for each (gateway/src/release/build-integrity.ts), so the gateway's `/mfe/<area>/embed.js` runs only
 * the released bytes of a build on another host.
 */
class EmbedFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.js'))
            .sort((a, b) => (a === 'embed.js' ? -1 : b === 'embed.js' ? 1 : a.localeCompare(b)));
          const body = `${JSON.stringify({ files }, null, 2)}\n`;
          compilation.emitAsset(EMBED_FILES_FILE, new compiler.webpack.sources.RawSource(body));
        },
      );
    });
  }
}

module.exports = {
  ProvidedSharedPlugin,
  ManifestReleaseInfoPlugin,
  EmbedFilesPlugin,
  annotateManifest,
  PROVIDED_SHARED_FILE,
  EMBED_FILES_FILE,
};
