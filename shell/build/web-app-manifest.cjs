// The web app manifest (/manifest.webmanifest) and its icons, written by the shell's build so the
// installed app's colours are the design tokens' (shared/src/ui/tokens.css) and cannot drift from them.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'FintoolsWebAppManifest';
const MANIFEST_FILE = 'manifest.webmanifest';
/** The PNGs in shell/src/icons (drawn from icon.svg; full-bleed, so they also serve as maskable icons). */
const ICON_SIZES = [192, 512];

/**
 * A custom property's value in the light theme (the first `:root` block of tokens.css).
 * @example tokenColor(':root { --ft-color-bg: #f4f6fa; }', '--ft-color-bg') // '#f4f6fa'
 */
function tokenColor(tokensCss, name) {
  const root = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(root)?.[1];
  if (!value) throw new Error(`tokens.css has no colour ${name} in its :root block`);
  return value;
}

/** The manifest's content: what Chromium needs to offer installing FinTools, and how it then opens. */
function webAppManifest(tokensCss) {
  return {
    id: '/',
    name: 'FinTools',
    short_name: 'FinTools',
    description: 'Free Indian finance calculators: EMI, loan, FD, RD, SIP, TDS, income tax and more.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokenColor(tokensCss, '--ft-color-primary'),
    background_color: tokenColor(tokensCss, '--ft-color-bg'),
    icons: ICON_SIZES.flatMap((size) => {
      const icon = { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' };
      return [
        { ...icon, purpose: 'any' },
        { ...icon, purpose: 'maskable' },
      ];
    }),
  };
}

class WebAppManifestPlugin {
  /** @param {{ tokensFile: string, iconsDir: string }} options */
  constructor({ tokensFile, iconsDir }) {
    this.tokensFile = tokensFile;
    this.iconsDir = iconsDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.tokensFile);
          const manifest = webAppManifest(fs.readFileSync(this.tokensFile, 'utf8'));
          compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          for (const size of ICON_SIZES) {
            const file = path.join(this.iconsDir, `icon-${size}.png`);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(`icons/icon-${size}.png`, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { WebAppManifestPlugin, webAppManifest, tokenColor, MANIFEST_FILE };
