// A module of shared/src compiled for Node at build time, so the build runs the very rule the browser or the
// gateway runs (the catalogue's schema, a message's id) rather than a copy of it. Only for modules with no
// imports but the ones the caller hands in: one file's transpilation is the whole of it.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

/** shared/src/<file> (e.g. 'catalogue/tool-entry.ts'), compiled; `imports` are the only imports it may have. */
function compileSourceModule(file, imports = {}) {
  const ts = require('typescript');
  const source = path.join(__dirname, '../src', file);
  const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: source,
  });
  const compiled = new Module(source);
  compiled.filename = source;
  compiled.require = (request) => {
    if (Object.hasOwn(imports, request)) return imports[request];
    throw new Error(`${source} imports ${request}, which the build does not provide`);
  };
  compiled._compile(outputText, source);
  return compiled.exports;
}

module.exports = { compileSourceModule };
