import { CHUNK_BUNDLE_ATTRIBUTE } from '@fintools/shared/federation/shell-page';

/**
 * Runs the page's bundle of the shell's chunks, when the gateway sent one (its chunk-bundle.ts): on a tool
 * page, the chunks of the shared modules its screen imports, in one script instead of one each, which made
 * the page interactive 5–6 % sooner (docs/decisions/028-one-script-for-a-screen-s-shared-chunks.md).
 *
 * Each chunk in it adds its modules to webpack's list when the script runs, and webpack then never asks for
 * that chunk's own file. The bundle is preloaded, so it has usually arrived before this runs; the screen asks
 * for its shared modules only after the remote's entry has started, later still. If the bundle fails or comes
 * late, webpack loads each chunk from its own file as it would without one: nothing waits for it.
 */
export function runChunkBundle(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="preload"][${CHUNK_BUNDLE_ATTRIBUTE}]`);
  if (!link) return;
  const script = document.createElement('script');
  script.src = link.href;
  document.head.appendChild(script);
}
