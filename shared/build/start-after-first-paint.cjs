const { createHash } = require('node:crypto');

/**
 * The page's own inline script: runs the page's entry scripts after the browser has painted the page
 * the gateway sent (prerendered layout, title and summary), or at once when there is nothing to paint
 * (a static host without the prerender) or the tab is hidden (no frame would come).
 *
 * Why: with `<script defer>`, Chromium ran the shell's script (React, ~70 ms on a 2-core machine)
 * before it painted a page that was already there, and on a fast connection the tool's loader and
 * remoteEntry.js too. Lighthouse then counted all of them into the Largest Contentful Paint, whose
 * element is in that first paint (docs/decisions/013-paint-before-scripts.md). The entry scripts are
 * preloaded from the head, so they download exactly as early as before.
 *
 * Plain ES5 on one line, byte for byte what the page holds: the gateway's CSP allows it by its hash
 * (START_SCRIPT_HASH), so a change here is a change of that hash, and nothing may rewrite it.
 */
const START_SCRIPT =
  '(function(){function s(){document.querySelectorAll("link[data-fintools-start]").forEach(function(l){var e=document.createElement("script");e.src=l.href;e.async=false;document.head.appendChild(e)})}' +
  'var r=document.getElementById("root");' +
  'if(r&&r.hasChildNodes()&&document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(s,0)});else s()})()';

/** The CSP source that allows START_SCRIPT and nothing else inline (`script-src … 'sha256-…'`). */
const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/**
 * Makes an HTML page start its entry scripts after the first paint: each `<script src>` that
 * html-webpack-plugin would write becomes a `<link rel="preload" as="script" data-fintools-start>` (the
 * download starts as early as the script's did), and START_SCRIPT, at the end of the body, adds the
 * scripts, in order, once the page has painted.
 */
class StartAfterFirstPaintPlugin {
  apply(compiler) {
    // Required here, not at the top: the gateway reads START_SCRIPT_HASH without the build's dependencies.
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      const pages = new Set();
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterFirstPaintPlugin', (data) => {
        const asPreload = (tag) =>
          tag.tagName === 'script' && tag.attributes.src
            ? {
                tagName: 'link',
                voidTag: true,
                meta: tag.meta,
                attributes: {
                  rel: 'preload',
                  as: 'script',
                  href: tag.attributes.src,
                  // The priority a deferred script had: high, it would count as holding back the first
                  // paint in Lighthouse's model, which it no longer does.
                  fetchpriority: 'low',
                  'data-fintools-start': true,
                },
              }
            : tag;
        data.headTags = data.headTags.map(asPreload);
        data.bodyTags = data.bodyTags.map(asPreload);
        pages.add(data.outputName);
        return data;
      });
      // The script goes in after html-webpack-plugin has written (and minified) the page, so the page
      // holds exactly the bytes the CSP hash was taken of.
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterFirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          for (const page of pages) {
            const html = compilation.getAsset(page)?.source.source().toString() ?? '';
            if (!html.includes('</body>')) throw new Error(`${page} has no </body> to put its start script before`);
            compilation.updateAsset(
              page,
              new sources.RawSource(html.replace('</body>', `<script>${START_SCRIPT}</script></body>`)),
            );
          }
        },
      );
    });
  }
}

module.exports = { START_SCRIPT, START_SCRIPT_HASH, StartAfterFirstPaintPlugin };
