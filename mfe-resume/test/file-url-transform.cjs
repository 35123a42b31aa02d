// A file the build ships beside the chunks (a font) is its URL in the browser; under Jest it is its path on
// disk, which a test reads itself (nothing under Jest fetches it).
module.exports = {
  process: (_source, filename) => ({ code: `module.exports = ${JSON.stringify(filename)};` }),
};
