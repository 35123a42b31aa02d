// Production builds only: every stylesheet minified before css-loader reads it. A remote's CSS travels
// inside its screen's JavaScript (inject-css-loader.cjs), where comments and indentation are downloaded on every
// tool page; the shell's extracted CSS blocks the first paint. clean-css level 1 only: it removes what
// does not render (comments, whitespace, redundant units) and reorders nothing, so what a rule means
// and which rule wins stay as written.
const CleanCSS = require('clean-css');

const cleanCss = new CleanCSS({ level: 1, returnPromise: false });

module.exports = function minifyCssLoader(source) {
  const { styles, errors } = cleanCss.minify(source);
  if (errors.length > 0) throw new Error(`${this.resourcePath}: ${errors.join('; ')}`);
  return styles;
};
