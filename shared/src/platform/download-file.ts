/**
 * Handing a file to the browser's downloads, for every screen that saves one (the loan schedule's CSV,
 * a searched picture, a zip of pictures). No React: any screen or plain script can call it.
 */

/** How long an object URL outlives its click: long enough for a slow disk, short enough not to leak. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves `blob` as a download named `fileName`: an object URL behind an `<a download>` clicked once.
 * Same-origin object URLs keep the name given here even for a file fetched from another origin.
 * Some browsers read the blob only after the click has returned, so the URL is revoked later, not at
 * once (FileSaver.js waits 40 s for the same reason).
 * @example saveBlob(new Blob(['Year,Interest Paid\n'], { type: 'text/csv' }), 'loan-schedule.csv')
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
