/**
 * Appends one stylesheet's CSS to the page (inject-css-loader.cjs). `content` is css-loader's export: a
 * list of [module id, css, …] rows whose toString() joins the CSS. Runs in the browser; this folder is
 * linted as build code, hence `globalThis.document`.
 */
export default function injectCss(content) {
  const page = globalThis.document;
  if (!page) return;
  const style = page.createElement('style');
  style.textContent = String(content);
  page.head.appendChild(style);
}
