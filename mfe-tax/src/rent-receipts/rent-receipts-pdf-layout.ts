// Where each receipt goes on the A4 pages of the PDF, in points from a page's top-left corner: two receipts a
// page, each in a box of its own with a dashed line to cut between them. The words are the preview's
// (`buildRentReceipts`), in the characters the PDF's built-in font holds. No PDF library here: widths come
// from `measure`, so this is tested with a made-up font and drawn by rent-receipts-pdf.ts with a real one.
import { toWinAnsiText } from '@fintools/shared/format/win-ansi-text';
import type { RentReceipt } from './rent-receipts';

export type PdfFontStyle = 'normal' | 'bold';
/** The width of `text` in points, set in `style` at `size` points. */
export type MeasureText = (text: string, style: PdfFontStyle, size: number) => number;

/** A line of text; `y` is its baseline. */
export interface PdfText {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  style: PdfFontStyle;
  size: number;
}

/** A straight line: solid (a box's edge, the signature line) or dashed (where to cut). */
export interface PdfLine {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  dashed: boolean;
}

export type PdfMark = PdfText | PdfLine;

export interface ReceiptsPdfLayout {
  /** One list of marks a page. */
  pages: PdfMark[][];
  /** Characters the font cannot draw, written as "?". */
  missingCharacters: string[];
}

/** A4 in points (210 × 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** Receipts on one page. */
export const RECEIPTS_A_PAGE = 2;

const MARGIN = 42;
/** Between the two boxes of a page; the cut line runs through its middle. */
const GAP = 36;
const PADDING = 24;
const TITLE = { style: 'bold' as const, size: 16 };
const BODY = { style: 'normal' as const, size: 11.5, leading: 17 };
const CAPTION = { style: 'normal' as const, size: 9.5 };
const SIGNATURE_WIDTH = 190;

const BOX_WIDTH = A4.width - 2 * MARGIN;
const BOX_HEIGHT = (A4.height - 2 * MARGIN - GAP * (RECEIPTS_A_PAGE - 1)) / RECEIPTS_A_PAGE;

/**
 * `text` broken into lines no wider than `width` at word boundaries; a word wider than the line (a pasted
 * string without spaces) is broken where it must be.
 * @example wrapText('one two three', 8, (t) => t.length) // ['one two', 'three']
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** The receipts on A4 pages, two a page, in month order. */
export function layoutReceiptsPdf(receipts: readonly RentReceipt[], measure: MeasureText): ReceiptsPdfLayout {
  const missing: string[] = [];
  const written = (text: string) => {
    const result = toWinAnsiText(text);
    for (const char of result.missing) if (!missing.includes(char)) missing.push(char);
    return result.text;
  };
  const pages: PdfMark[][] = [];
  receipts.forEach((receipt, index) => {
    const slot = index % RECEIPTS_A_PAGE;
    if (slot === 0) pages.push([]);
    const page = pages.at(-1)!;
    const top = MARGIN + slot * (BOX_HEIGHT + GAP);
    if (slot > 0) page.push(line(MARGIN, top - GAP / 2, A4.width - MARGIN, top - GAP / 2, true));
    page.push(...box(MARGIN, top, BOX_WIDTH, BOX_HEIGHT));
    const left = MARGIN + PADDING;
    const textWidth = BOX_WIDTH - 2 * PADDING;
    let y = top + PADDING + TITLE.size;
    page.push({ kind: 'text', text: written(receipt.title), x: left, y, ...TITLE });
    y += TITLE.size + 14;
    const wrap = (text: string) => wrapText(written(text), textWidth, (line) => measure(line, BODY.style, BODY.size));
    const details = [receipt.landlordLine, receipt.panLine].filter((text): text is string => text !== null);
    for (const text of [...wrap(receipt.statement), '', ...details.flatMap(wrap)]) {
      if (text) page.push({ kind: 'text', text, x: left, y, style: BODY.style, size: BODY.size });
      y += BODY.leading;
    }
    const signatureY = top + BOX_HEIGHT - PADDING - CAPTION.size - 8;
    const signatureLeft = MARGIN + BOX_WIDTH - PADDING - SIGNATURE_WIDTH;
    page.push(line(signatureLeft, signatureY, signatureLeft + SIGNATURE_WIDTH, signatureY, false));
    page.push({
      kind: 'text',
      text: written(receipt.signatureCaption),
      x: signatureLeft,
      y: signatureY + CAPTION.size + 6,
      ...CAPTION,
    });
  });
  return { pages, missingCharacters: missing };
}

function line(x1: number, y1: number, x2: number, y2: number, dashed: boolean): PdfLine {
  return { kind: 'line', x1, y1, x2, y2, dashed };
}

function box(x: number, y: number, width: number, height: number): PdfLine[] {
  return [
    line(x, y, x + width, y, false),
    line(x + width, y, x + width, y + height, false),
    line(x + width, y + height, x, y + height, false),
    line(x, y + height, x, y, false),
  ];
}
