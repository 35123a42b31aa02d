// The words of a page in a translated language, at build time (docs/languages.md). A folder of code keeps its
// translations beside it, one file a language (`src/emi/hi.json`: English message → its translation, ICU
// MessageFormat). The build compiles them for Lingui's runtime (@lingui/message-utils) into catalogues, each
// translation keyed by its English message's id (src/federation/compiled-message.ts: the English is in the code):
// - a remote: one per tool and language, `dist/messages/<language>/<tool>.<hash>.json`, holding the words of
//   every folder of the area whose code the tool's screen runs (its chunks and the chunks they load), and the
//   entry's own words from tools.json (title, heading, summary); `dist/tools.json` names the file;
// - the shell: one per language, `dist/messages/<language>.json`, the shell's words and the common package's
//   (its UI primitives run in the shell for every remote).
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { compileSourceModule } = require('./source-module.cjs');

/** src/federation/compiled-message.ts for Node: the id a compiled catalogue keys a message by, as the browser reads it. */
const { messageId } = compileSourceModule('federation/compiled-message.ts');

const CATALOGUE_FILE = /^([a-z]{2,3})\.json$/;

/** shared/src/language/languages.ts's translated languages, read without compiling it (a test keeps them equal). */
function translatedLanguages() {
  const source = fs.readFileSync(path.join(__dirname, '../src/language/languages.ts'), 'utf8');
  const codes = [...source.matchAll(/\{ code: '([a-z]{2,3})'/g)].map((match) => match[1]);
  const sourceLanguage = /SOURCE_LANGUAGE: Language = '([a-z]{2,3})'/.exec(source)?.[1];
  return codes.filter((code) => code !== sourceLanguage);
}

/** Every folder under `root` (itself included) that holds a catalogue file, by path. */
function catalogueFolders(root) {
  const found = [];
  const visit = (dir) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && CATALOGUE_FILE.test(entry.name))) found.push(dir);
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(path.join(dir, entry.name));
  };
  if (fs.existsSync(root)) visit(root);
  return found;
}

/** A folder's translations in `language` (English → translation), checked: an object of non-empty strings. */
function readCatalogue(folder, language) {
  const file = path.join(folder, `${language}.json`);
  if (!fs.existsSync(file)) return {};
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} must be an object`);
  for (const [english, translated] of Object.entries(parsed))
    if (typeof translated !== 'string' || translated.trim() === '')
      throw new Error(`${file}: "${english}" must have its translation as a non-empty string`);
  return parsed;
}

/** `{name}` placeholders of a message (plural and select arguments included). */
function placeholders(message) {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/**
 * Each English message of a catalogue → the id its translation is keyed by (src/federation/compiled-message.ts); two
 * messages of one id fail, since a page would show one's translation for the other.
 */
function messageIds(messages, where) {
  const ids = new Map();
  const englishOf = new Map();
  for (const english of Object.keys(messages).sort()) {
    const id = messageId(english);
    if (englishOf.has(id))
      throw new Error(`${where}: "${englishOf.get(id)}" and "${english}" have one id (${id}); reword one of them`);
    englishOf.set(id, english);
    ids.set(english, id);
  }
  return ids;
}

let compileMessagePromise;
/**
 * English → translation, compiled for Lingui and keyed by the English's id (`messageIds`); a translation whose
 * placeholders differ from its English fails.
 */
async function compileCatalogue(messages, where) {
  compileMessagePromise ??= import('@lingui/message-utils/compileMessage').then((module) => module.compileMessage);
  const compileMessage = await compileMessagePromise;
  const compiled = {};
  for (const [english, id] of messageIds(messages, where)) {
    const translated = messages[english];
    const [want, have] = [placeholders(english), placeholders(translated)];
    if (want.join() !== have.join())
      throw new Error(`${where}: "${english}" has {${want.join('} {')}} but its translation {${have.join('} {')}}`);
    try {
      compiled[id] = compileMessage(translated);
    } catch (error) {
      throw new Error(`${where}: the translation of "${english}" is not a valid message: ${error.message}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/** A catalogue's file text and its 8-hex content hash. */
function catalogueFile(compiled) {
  const text = `${JSON.stringify(compiled)}\n`;
  return { text, hash: createHash('sha256').update(text).digest('hex').slice(0, 8) };
}

/** The folders of `root` whose modules the chunk group runs, with the chunk groups it loads. */
function foldersOfChunkGroup(compilation, group, root) {
  const folders = new Set();
  const seen = new Set();
  const visit = (chunkGroup) => {
    if (seen.has(chunkGroup)) return;
    seen.add(chunkGroup);
    for (const chunk of chunkGroup.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        for (const inner of module.modules ?? [module]) {
          const resource = inner.resource?.split('?')[0];
          if (resource && resource.startsWith(root + path.sep)) folders.add(path.dirname(resource));
        }
    for (const child of chunkGroup.getChildren()) visit(child);
  };
  visit(group);
  return [...folders];
}

/** A tool's entry words in `language` as messages: its English title, heading, summary, help → their translation. */
function entryMessages(tool, language) {
  const words = tool.translations?.[language] ?? {};
  return Object.fromEntries(
    ['title', 'heading', 'summary', 'help']
      .filter((field) => tool[field] && words[field])
      .map((field) => [tool[field], words[field]]),
  );
}

/**
 * A host's words: every catalogue folder under `roots` (the shell's source and the common package's), merged and
 * compiled into `messages/<language>.json` of the build, one file a language.
 */
class HostMessagesPlugin {
  constructor({ roots }) {
    this.roots = roots;
  }

  apply(compiler) {
    const webpack = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HostMessagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'HostMessagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const folders = this.roots.flatMap(catalogueFolders).sort();
          // Rebuilt when a catalogue file changes, in a watched development build too.
          for (const folder of folders) compilation.contextDependencies.add(folder);
          for (const language of translatedLanguages()) {
            const words = Object.assign({}, ...folders.map((folder) => readCatalogue(folder, language)));
            const compiled = await compileCatalogue(words, `the shell's words (${language})`);
            compilation.emitAsset(
              `messages/${language}.json`,
              new webpack.sources.RawSource(catalogueFile(compiled).text),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  HostMessagesPlugin,
  CATALOGUE_FILE,
  translatedLanguages,
  catalogueFolders,
  readCatalogue,
  compileCatalogue,
  catalogueFile,
  foldersOfChunkGroup,
  entryMessages,
  placeholders,
  messageIds,
};
