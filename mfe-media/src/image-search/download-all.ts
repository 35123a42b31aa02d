import type { Photo } from '../media-search/media-api';
import { saveBlob } from '@fintools/shared/platform/download-file';
import { DownloadError, fetchPicture } from '../media-search/save-file';
import { imageFileName, zipFileName } from './image-files';

export interface DownloadAllProgress {
  /** Pictures fetched (or given up on) so far. */
  done: number;
  total: number;
}

export interface DownloadAllResult {
  /** The ZIP's name, or null when no picture arrived and nothing was saved. */
  savedAs: string | null;
  /** How many pictures the ZIP holds. */
  saved: number;
  /** Names of the pictures that did not arrive. */
  failed: string[];
}

/** Pictures fetched at once: quicker than one by one, gentle on the CDN and on a phone's connection. */
const PARALLEL_FETCHES = 4;

/**
 * Download All (medium): fetches every result's medium picture and saves them as one ZIP,
 * `image-{id}.jpg` each, in the order of the results. fflate is imported here, so it loads only when a
 * visitor asks for a ZIP, not with the screen. A picture that fails is left out and named in the result;
 * the ZIP is saved when at least one arrived.
 */
export async function downloadAllMedium(
  photos: readonly Photo[],
  keyword: string,
  onProgress: (progress: DownloadAllProgress) => void,
): Promise<DownloadAllResult> {
  const zipName = zipFileName(keyword);
  // Only zipSync is used: the magic comment lets webpack drop the rest of fflate from that chunk.
  const fflate = import(/* webpackChunkName: "fflate", webpackExports: ["zipSync"] */ 'fflate');
  // Keep the import's failure for the zipping step below, not as an unhandled rejection meanwhile.
  fflate.catch(() => undefined);

  const total = photos.length;
  const pictures: (Uint8Array | null)[] = photos.map(() => null);
  let done = 0;
  let next = 0;
  onProgress({ done, total });

  async function worker() {
    while (next < total) {
      const index = next;
      next += 1;
      const photo = photos[index];
      if (!photo) continue;
      try {
        const response = await fetchPicture(photo.src.medium, imageFileName(photo.id));
        pictures[index] = new Uint8Array(await response.arrayBuffer());
      } catch {
        pictures[index] = null;
      }
      done += 1;
      onProgress({ done, total });
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, total) }, worker));

  const entries: Record<string, Uint8Array> = {};
  const failed: string[] = [];
  photos.forEach((photo, index) => {
    const picture = pictures[index];
    if (picture) entries[imageFileName(photo.id)] = picture;
    else failed.push(imageFileName(photo.id));
  });
  const saved = total - failed.length;
  if (saved === 0) return { savedAs: null, saved, failed };

  let zip: Uint8Array;
  try {
    // JPEGs are compressed already: storing them (level 0) is as small and much faster.
    zip = (await fflate).zipSync(entries, { level: 0 });
  } catch {
    throw new DownloadError(zipName);
  }
  saveBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipName);
  return { savedAs: zipName, saved, failed };
}
