import type { Download } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What poppler's pdfinfo and pdftotext (Debian's poppler-utils) read in a downloaded PDF, saved first at `file`
 * (a test's `test.info().outputPath(…)`). `layout` keeps the page's columns (pdftotext -layout); without it the
 * text comes in reading order, a line break where the PDF wrapped a line.
 */
export async function readPdf(download: Download, file: string, { layout = true } = {}) {
  await download.saveAs(file);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    header: readFileSync(file).subarray(0, 5).toString('latin1'),
    pageSize: /^Page size:\s+(.*)$/m.exec(info)?.[1],
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    text: execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' }),
  };
}
