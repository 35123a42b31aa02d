// Production builds of remotes: puts a stylesheet's CSS into the page with a few lines of our own
// (inject-css.mjs) instead of style-loader, whose runtime (~1 KB gz: insertion points, nonces, singleton
// and lazy modes, hot reload) was inlined into every screen's chunk and downloaded on every tool page. The
// screens need none of that: one <style> per stylesheet, appended to <head> in import order, as
// style-loader's default does. Development builds keep style-loader for hot reloading.
//
// A pitching loader, like style-loader: it answers before css-loader runs and imports css-loader's result
// (the CSS, and the CSS Modules class names as `locals`) itself.
module.exports = function injectCssLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const css = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const inject = JSON.stringify(this.utils.contextify(this.context, require.resolve('./inject-css.mjs')));
  return `import content from ${css};
import injectCss from ${inject};
injectCss(content);
export default content.locals;
`;
};
