/**
 * Appends one stylesheet's CSS to the page (inject-css-loader.cjs). `content` is css-loader's export: a
 * list of [module id, css, …] rows whose toString() joins the CSS.
 */
export default function injectCss(content) {
  if (typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.textContent = String(content);
  document.head.appendChild(style);
}
