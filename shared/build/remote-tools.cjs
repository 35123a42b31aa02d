// A remote's tools.json at build time: checked against the schema in src/catalogue/tool-entry.ts, turned into
// the remote's exposes and its ./mount, and published beside mf-manifest.json. The file is the one place a
// tool is registered (docs/add-a-tool.md).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const {
  catalogueFile,
  compileCatalogue,
  entryMessages,
  foldersOfChunkGroup,
  readCatalogue,
  translatedLanguages,
} = require('./messages.cjs');
const { compileSourceModule } = require('./source-module.cjs');

/**
 * src/catalogue/tool-entry.ts and check-tool-entries.ts, compiled for Node: the one schema the build, `pnpm release`
 * and the gateway check a tools.json with. The first imports nothing and the second only the first, so two files'
 * transpilation is the whole of it.
 */
let compiledSchema;
function toolEntrySchema() {
  if (!compiledSchema) {
    const entry = compileCatalogueModule('tool-entry.ts');
    compiledSchema = { ...entry, ...compileCatalogueModule('check-tool-entries.ts', { './tool-entry': entry }) };
  }
  return compiledSchema;
}

/** src/catalogue/icons.ts, compiled for Node: the icon set this build ships, written out into dist/tools.json. */
let compiledIcons;
function toolIcons() {
  compiledIcons ??= compileCatalogueModule('icons.ts', { './tool-entry': toolEntrySchema() });
  return compiledIcons;
}

/** One module of src/catalogue for Node; `imports` are the only relative imports it may have. */
function compileCatalogueModule(name, imports = {}) {
  return compileSourceModule(`catalogue/${name}`, imports);
}

/** The remote's tools.json, checked; a build with an invalid file fails and says what is wrong. */
function readRemoteTools(dir) {
  const file = path.join(dir, 'tools.json');
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  const check = toolEntrySchema().checkToolEntries(parsed, path.relative(process.cwd(), file) || 'tools.json');
  if (!check.ok) throw new Error(`${file} is not valid:\n  ${check.errors.join('\n  ')}`);
  for (const tool of check.tools) {
    if (!fs.existsSync(path.join(dir, tool.screen)))
      throw new Error(`${file}: ${tool.id}'s screen ${tool.screen} does not exist`);
  }
  return check.tools;
}

/**
 * Entries whose icon names no icon of the set this build ships, with what to do: the build warns, and the
 * published entry has no icon (its card gets the generic one), as a shell did with an unknown name before.
 */
function unknownIconWarnings(tools) {
  const { isIconPath } = toolEntrySchema();
  const { namedIconPath, TOOL_ICONS } = toolIcons();
  return tools
    .filter((tool) => tool.icon !== undefined && !isIconPath(tool.icon) && namedIconPath(tool.icon) === undefined)
    .map(
      (tool) =>
        `tools.json: ${tool.id}'s icon "${tool.icon}" is not in the icon set (${Object.keys(TOOL_ICONS).join(', ')}); its card gets the generic icon. Name one of these or give SVG path data.`,
    );
}

/**
 * One exposed module per screen file ("./emi/emi-calculator-screen": "./src/emi/emi-calculator-screen.tsx"),
 * plus ./mount, generated from the same file by mount-loader.cjs. Two tools with one screen share one module.
 */
function exposesOfTools(dir, tools) {
  const { screenModule } = toolEntrySchema();
  const exposes = { './mount': `${path.join(dir, 'tools.json')}?mount` };
  for (const tool of tools) exposes[`./${screenModule(tool.screen)}`] = `./${tool.screen}`;
  return exposes;
}

/**
 * The name Module Federation gives the chunk of a screen's expose, by its own SDK (a dependency of the
 * plugin). ./mount imports each screen under this name, so the shell and embed.js load the same file per
 * screen, which the manifest lists and a release hashes; under another name embed.js would load a copy
 * that no release recorded (docs/decisions/017-only-released-code-runs.md).
 * @example exposeChunkName('src/emi/emi-calculator-screen.tsx') // '__federation_expose_emi__emi_calculator_screen'
 */
function exposeChunkName(screen) {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const { generateExposeFilename } = require(require.resolve('@module-federation/sdk', { paths: [enhanced] }));
  return generateExposeFilename(`./${toolEntrySchema().screenModule(screen)}`, false);
}

/** The module rule that turns `tools.json?mount` into the remote's ./mount (mount-loader.cjs). */
const MOUNT_RULE = {
  test: /[\\/]tools\.json$/,
  resourceQuery: /mount/,
  type: 'javascript/auto',
  use: [require.resolve('./mount-loader.cjs')],
};

/**
 * Publishes the checked tools.json as dist/tools.json, beside mf-manifest.json, for the gateway and `pnpm
 * release`, with each tool's catalogue of every translated language (messages.cjs) written beside it and named
 * in its entry (`messages`).
 */
class RemoteToolsPlugin {
  constructor(tools, dir) {
    // Named icons as their path data: the shell draws path data and keeps no icon set (catalogue/icons.ts).
    this.tools = toolIcons().withIconPaths(tools);
    this.source = path.join(dir, 'src');
    this.warnings = [...unknownIconWarnings(tools), ...untranslatedWarnings(tools)];
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteToolsPlugin', (compilation) => {
      for (const warning of this.warnings) compilation.warnings.push(new webpack.WebpackError(warning));
      compilation.hooks.processAssets.tapPromise(
        { name: 'RemoteToolsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const published = [];
          for (const tool of this.tools) published.push({ ...tool, ...(await this.emitMessages(compilation, tool)) });
          compilation.emitAsset('tools.json', new webpack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`));
        },
      );
    });
  }

  /** The tool's catalogue of each translated language, emitted; `{ messages }` naming them, or nothing. */
  async emitMessages(compilation, tool) {
    const group = compilation.namedChunkGroups.get(exposeChunkName(tool.screen));
    const folders = group ? foldersOfChunkGroup(compilation, group, this.source) : [];
    const messages = {};
    for (const language of translatedLanguages()) {
      const words = Object.assign(
        {},
        ...folders.sort().map((folder) => readCatalogue(folder, language)),
        entryMessages(tool, language),
      );
      if (Object.keys(words).length === 0) continue;
      const { text, hash } = catalogueFile(await compileCatalogue(words, `${tool.id} (${language})`));
      const file = `messages/${language}/${tool.id}.${hash}.json`;
      compilation.emitAsset(file, new webpack.sources.RawSource(text));
      messages[language] = file;
    }
    return Object.keys(messages).length > 0 ? { messages } : {};
  }
}

/** Entries lacking a translated language's title, label or summary: they show in English there. */
function untranslatedWarnings(tools) {
  return translatedLanguages().flatMap((language) =>
    tools
      .filter((tool) => ['label', 'title', 'summary'].some((field) => !tool.translations?.[language]?.[field]))
      .map(
        (tool) =>
          `tools.json: ${tool.id} has no ${language} label, title and summary (translations.${language}); it shows in English there.`,
      ),
  );
}

module.exports = {
  readRemoteTools,
  unknownIconWarnings,
  exposesOfTools,
  exposeChunkName,
  MOUNT_RULE,
  RemoteToolsPlugin,
  toolEntrySchema,
};
