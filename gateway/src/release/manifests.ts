/** The shell's list of what it provides (shared/build/release-manifests.cjs writes it into shell/dist). */
export const PROVIDED_SHARED_FILE = 'provided-shared.json';

/**
 * The manifest of a remote map entry. A map may name a remote's mf-manifest.json or its remoteEntry.js
 * (docs/contracts.md "Names and places"); every FinTools remote publishes both in one folder.
 * @example manifestUrlOf('https://cdn.example/tax/v2/remoteEntry.js') // 'https://cdn.example/tax/v2/mf-manifest.json'
 */
export function manifestUrlOf(url: string): string {
  return url.replace(/remoteEntry\.js(?=$|[?#])/, 'mf-manifest.json');
}
