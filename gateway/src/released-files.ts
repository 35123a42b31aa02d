/**
 * The files of a remote's build that are released, and so served under /mfe/<area>/: what hosts and browsers
 * load (mf-manifest.json, remoteEntry.js, tools.json, embed.js and embed-files.json, every script and style, the
 * translations under messages/, fonts and images, the licence texts beside the scripts). The rest of dist/ is the
 * build's own working (mf-manifest-stats.json, the gateway's files-by-expose.json and shared-by-expose.json,
 * source maps) or the team's standalone page (index.html, page/): never published.
 */
const RELEASED_FILE =
  /^(?:mf-manifest\.json|remoteEntry\.js|tools\.json|embed-files\.json|(?!page\/)(?:[\w.-]+\/)*[\w.-]+\.(?:js|css|woff2?|ttf|svg|png|webp|avif|jpe?g|gif|ico)|(?!page\/)(?:[\w.-]+\/)*[\w.-]+\.js\.LICENSE\.txt|messages\/(?:[\w.-]+\/)*[\w.-]+\.json)$/;

/**
 * Whether a path inside a build's folder (with or without its leading slash) is a released file.
 * @example isReleasedFile('/remoteEntry.js') // true
 * @example isReleasedFile('/mf-manifest-stats.json') // false
 * @example isReleasedFile('/page/page.92bf89a1.js') // false
 */
export function isReleasedFile(pathName: string): boolean {
  const relative = pathName.replace(/^\/+/, '');
  return !relative.split('/').some((part) => part === '..' || part === '.') && RELEASED_FILE.test(relative);
}
