// embed.js only: the design tokens go on the embedded tool instead of the host page's :root, so a
// sibling product's own page keeps its colour scheme and gains no --ft-* properties.
// `<fintools-tool data-theme="dark">` then themes one tool, as data-theme on <html> does in the shell.
const EMBED_SCOPE = ':where(fintools-tool, [data-fintools-embed])';

module.exports = function scopeTokensLoader(source) {
  return source.replace(/:root\b/g, EMBED_SCOPE);
};

module.exports.EMBED_SCOPE = EMBED_SCOPE;
