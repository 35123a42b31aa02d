import { interpolate } from '@fintools/shared/language/languages';
import { saveBlob } from '@fintools/shared/platform/download-file';

/**
 * Saving a picture the visitor asked for. The picture lives on the provider's CDN, another origin, where
 * `<a download>` is ignored; so it is fetched in CORS mode (the CDN allows it) and saved from an object
 * URL, which is same-origin and keeps the name we give it.
 */

/** What a download that did not arrive says, naming the file ({fileName}); a screen shows it in its language. */
export const DOWNLOAD_FAILED_MESSAGE = "Couldn't download {fileName}.";

/** A download that did not arrive, naming the file the visitor asked for. */
export class DownloadError extends Error {
  constructor(readonly fileName: string) {
    super(interpolate(DOWNLOAD_FAILED_MESSAGE, { fileName }));
    this.name = 'DownloadError';
  }
}

/** Fetches a picture cross-origin. Throws `DownloadError` naming `fileName` when it does not arrive. */
export async function fetchPicture(url: string, fileName: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  } catch {
    throw new DownloadError(fileName);
  }
  if (!response.ok) throw new DownloadError(fileName);
  return response;
}

/** Fetches one picture and saves it under `fileName`. */
export async function downloadPicture(url: string, fileName: string): Promise<void> {
  const response = await fetchPicture(url, fileName);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new DownloadError(fileName);
  }
  saveBlob(blob, fileName);
}
