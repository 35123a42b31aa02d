import { toolModule, toolsOfArea, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';

/**
 * The areas with a tool that must open offline even if never opened online: those whose tools.json marks
 * a tool `"offline": true` (it runs in the browser alone; media and chat need their providers anyway, and
 * say so offline), in catalogue order. The shell keeps no list: a new area's offline tools are kept too.
 * @example offlineAreas(catalogue) // ['calculators', 'tax']
 */
export function offlineAreas(tools: readonly CatalogueTool[]): string[] {
  return [...new Set(tools.filter((tool) => tool.offline === true).map((tool) => tool.area))];
}

/**
 * The exposed modules of an area that its offline tools need in the shell, from the live catalogue: each
 * such tool's screen module (two tools with one screen: one module), plus `build-info` (the label under a
 * loaded tool). Not `mount`, which is for sibling products.
 * @example offlineModules(catalogue, 'tax') // ['old-regime-tax/old-regime-tax-screen', …, 'build-info']
 */
export function offlineModules(tools: readonly CatalogueTool[], area: string): string[] {
  const offline = toolsOfArea(tools, area).filter((tool) => tool.offline === true);
  return [...new Set(offline.map(toolModule)), 'build-info'];
}

/**
 * The words of an area's offline tools in every translated language (each entry's `messages`, files beside the
 * manifest), as absolute URLs: a tool kept for offline use opens offline in Hindi too. A name that is not a URL
 * path is skipped.
 * @example offlineWordFiles(catalogue, 'tax', 'https://x.in/mfe/tax/mf-manifest.json')
 * // ['https://x.in/mfe/tax/messages/hi/hra.1a2b3c4d.json', …]
 */
export function offlineWordFiles(tools: readonly CatalogueTool[], area: string, manifestUrl: string): string[] {
  const files = toolsOfArea(tools, area)
    .filter((tool) => tool.offline === true)
    .flatMap((tool) => Object.values(tool.messages ?? {}))
    .flatMap((file) => {
      try {
        return typeof file === 'string' ? [new URL(file, manifestUrl).href] : [];
      } catch {
        return [];
      }
    });
  return [...new Set(files)].sort();
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/**
 * Every file the given exposed modules load, as absolute URLs, read from a remote's `mf-manifest.json`
 * (what `@module-federation/enhanced` writes: `exposes[].assets.{js,css}.{sync,async}`): each screen's
 * chunk and the chunks it loads later (the loan chart). Files are resolved against the manifest's
 * `publicPath`, or its own folder when that is `auto`, as the remote's runtime does. A body that is
 * not such a manifest gives no files: that remote is simply not kept for offline use.
 * @example filesOfModules({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'TaxCompare',
 *   assets: { js: { sync: ['tc.1a2b3c4d.js'], async: [] }, css: { sync: [], async: [] } } }] },
 *   'https://x.in/mfe/tax/mf-manifest.json', ['TaxCompare'])
 * // ['https://x.in/mfe/tax/tc.1a2b3c4d.js']
 */
export function filesOfModules(manifest: unknown, manifestUrl: string, modules: readonly string[]): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const { metaData, exposes } = manifest as { metaData?: { publicPath?: unknown }; exposes?: unknown };
  if (!Array.isArray(exposes)) return [];
  const publicPath = metaData?.publicPath;
  let base: URL;
  try {
    base =
      typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto'
        ? new URL(publicPath, manifestUrl)
        : new URL('.', manifestUrl);
  } catch {
    return [];
  }
  const wanted = new Set(modules);
  const files = new Set<string>();
  for (const expose of exposes as { name?: unknown; assets?: ManifestAssets }[]) {
    if (typeof expose?.name !== 'string' || !wanted.has(expose.name)) continue;
    const { js, css } = expose.assets ?? {};
    for (const file of [js?.sync, js?.async, css?.sync, css?.async].flatMap(strings)) {
      try {
        files.add(new URL(file, base).href);
      } catch {
        // A file name that is not a URL path: skipped, its screen is then not kept.
      }
    }
  }
  return [...files].sort();
}
