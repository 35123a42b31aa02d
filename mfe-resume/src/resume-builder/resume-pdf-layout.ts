// Lays the preview out on A4 pages for the PDF: what goes where, in points from the top-left corner of
// each page. The order is the preview's (build-resume-preview.ts); long text wraps at word boundaries,
// and a resume longer than a page flows onto the next one. No PDF library here: text widths come from
// `measure`, so this is tested with a made-up font and drawn by resume-pdf.ts with a real one.
import { LINE_SEPARATOR, type PreviewEntry, type ResumePreview } from './build-resume-preview';
import { toWinAnsiText } from '@fintools/shared/format/win-ansi-text';
import type { Translate } from '@fintools/shared/language/languages';
import { scriptRuns } from './devanagari-runs';

export type PdfFontStyle = 'normal' | 'bold';
/** The width of `text` in points, set in `style` at `size` points. */
export type MeasureText = (text: string, style: PdfFontStyle, size: number) => number;

/** A piece of text; `y` is its baseline. `link` is a safe href (mailto:, tel:, http(s)) or null. */
export interface PdfText {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  width: number;
  style: PdfFontStyle;
  size: number;
  link: string | null;
}

/** A thin horizontal line across the text column. */
export interface PdfRule {
  kind: 'rule';
  x1: number;
  x2: number;
  y: number;
}

export type PdfMark = PdfText | PdfRule;

export interface PdfLayout {
  /** One list of marks a page; at least one page. */
  pages: PdfMark[][];
  /**
   * Characters the PDF's fonts cannot draw, written as "?" (`@fintools/shared/format/win-ansi-text`); Devanagari
   * is among them only without the Devanagari font.
   */
  missingCharacters: string[];
}

/** A4 in points (210 × 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** 19 mm on every side. */
export const PAGE_MARGIN = 54;
/** Between the skills in the PDF, as the preview separates them. */
export const SKILL_SEPARATOR = ' · ';

interface TextStyle {
  style: PdfFontStyle;
  size: number;
  /** Height of one line. */
  leading: number;
}

const NAME: TextStyle = { style: 'bold', size: 20, leading: 25 };
const BODY: TextStyle = { style: 'normal', size: 10.5, leading: 14 };
const DETAIL: TextStyle = { style: 'normal', size: 10, leading: 13.5 };
const HEADING: TextStyle = { style: 'bold', size: 12, leading: 18 };
const TITLE: TextStyle = { ...BODY, style: 'bold' };

const BULLET = '•';
/** Where a bullet's text starts, right of the bullet. */
const BULLET_INDENT = 14;
/** At least this much room between an entry's title and its dates. */
const DATES_GAP = 12;
/** Rows a heading or an entry's first line pull onto the next page with them, at most. */
const MAX_KEEP_TOGETHER = 4;

/** A piece of text in a row, `x` from the left margin. */
interface Run {
  text: string;
  x: number;
  width: number;
  style: TextStyle;
  link: string | null;
}

interface Row {
  height: number;
  /** Space above the row, dropped at the top of a page. */
  gapBefore: number;
  runs: Run[];
  /** A rule this far below the row's top. */
  ruleAt?: number;
  /** Keep this row on one page with the row after it (a heading with its first entry). */
  keepWithNext?: boolean;
}

/** A piece to flow into lines: its text, style and link. */
interface Piece {
  text: string;
  style: TextStyle;
  link?: string | null;
}

/**
 * `text` broken into lines no wider than `width`, at spaces; a word wider than a line is broken
 * between characters. Runs of spaces count as one.
 * @example wrapText('a bb ccc', 4, (t) => t.length) // ['a bb', 'ccc']
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    // A word too long for a whole line (a long URL): as many characters a line as fit, at least one.
    while (measure(rest) > width) {
      const chars = [...rest];
      let fit = 1;
      while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit += 1;
      lines.push(chars.slice(0, fit).join(''));
      rest = chars.slice(fit).join('');
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export interface LayoutOptions {
  /** The headings in the page's language, as the preview shows them (as written, in English, by default). */
  t?: Translate;
  /** The PDF has the Devanagari font (devanagari-glyphs.ts): Devanagari is kept, and `measure` measures it. */
  devanagari?: boolean;
}

/** Lays the preview out on A4 pages. `measure` gives text widths in the fonts the PDF uses. */
export function layoutResumePdf(
  preview: ResumePreview,
  measure: MeasureText,
  { t = (heading) => heading, devanagari = false }: LayoutOptions = {},
): PdfLayout {
  const missing = new Set<string>();
  const columnWidth = A4.width - 2 * PAGE_MARGIN;

  /** The text as the PDF writes it, noting the characters it cannot. */
  const winAnsi = (text: string) => {
    const written = toWinAnsiText(text);
    for (const char of written.missing) missing.add(char);
    return written.text;
  };
  const pdfText = (text: string) =>
    devanagari
      ? scriptRuns(text)
          .map((part) => (part.devanagari ? part.text : winAnsi(part.text)))
          .join('')
      : winAnsi(text);
  const widthOf = (text: string, style: TextStyle) => measure(text, style.style, style.size);
  const run = (text: string, x: number, style: TextStyle, link: string | null = null): Run => ({
    text,
    x,
    width: widthOf(text, style),
    style,
    link,
  });
  const textRow = (runs: Run[], style: TextStyle, gapBefore = 0): Row => ({ height: style.leading, gapBefore, runs });

  /**
   * Pieces one after another, `separator` between them, broken into lines only between pieces unless a
   * piece is too wide for a line on its own. `firstWidth` narrows the first line (room for dates).
   */
  function flow(pieces: Piece[], separator: string, x: number, width: number, firstWidth = width): Run[][] {
    const lines: Run[][] = [[]];
    let used = 0;
    const room = () => (lines.length === 1 ? firstWidth : width);
    for (const piece of pieces) {
      const text = pdfText(piece.text);
      const link = piece.link ?? null;
      const current = lines[lines.length - 1]!;
      const gap = current.length === 0 ? '' : pdfText(separator);
      const gapStyle: TextStyle = { ...piece.style, style: 'normal' };
      const gapWidth = widthOf(gap, gapStyle);
      const pieceWidth = widthOf(text, piece.style);
      if (used + gapWidth + pieceWidth <= room()) {
        if (gap) current.push(run(gap, x + used, gapStyle));
        current.push(run(text, x + used + gapWidth, piece.style, link));
        used += gapWidth + pieceWidth;
        continue;
      }
      if (current.length > 0) {
        lines.push([]);
        used = 0;
      }
      const parts = wrapText(text, room(), (part) => widthOf(part, piece.style));
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        lines[lines.length - 1]!.push(run(part, x, piece.style, link));
        used = widthOf(part, piece.style);
      });
    }
    return lines.filter((line) => line.length > 0);
  }

  /** A paragraph of plain text, wrapped. */
  const paragraph = (text: string, style: TextStyle, gapBefore: number, x = 0, width = columnWidth): Row[] =>
    wrapText(pdfText(text), width - x, (part) => widthOf(part, style)).map((line, index) =>
      textRow([run(line, x, style)], style, index === 0 ? gapBefore : 0),
    );

  const rows: Row[] = [];

  if (preview.name) rows.push(...paragraph(preview.name, NAME, 0));
  if (preview.summary) {
    preview.summary.split('\n').forEach((line, index) => {
      if (line.trim() !== '') rows.push(...paragraph(line, BODY, index === 0 && rows.length > 0 ? 4 : 0));
    });
  }
  const detailLines = [preview.contactLine, preview.websiteLine].filter((line) => line.length > 0);
  if (detailLines.length > 0 || preview.location) {
    rows.push({ height: 6, gapBefore: rows.length > 0 ? 6 : 0, runs: [], ruleAt: 0, keepWithNext: true });
    for (const line of detailLines) {
      const pieces = line.map((part) => ({ text: part.text, style: DETAIL, link: part.href }));
      for (const runs of flow(pieces, LINE_SEPARATOR, 0, columnWidth)) rows.push(textRow(runs, DETAIL));
    }
    if (preview.location) rows.push(...paragraph(preview.location, DETAIL, 0));
  }

  const heading = (text: string) =>
    rows.push({
      ...textRow([run(pdfText(text), 0, HEADING)], HEADING, rows.length > 0 ? 12 : 0),
      ruleAt: HEADING.leading - 1,
      keepWithNext: true,
    });

  function entryRows(entry: PreviewEntry, gapBefore: number): Row[] {
    const entryRows: Row[] = [];
    const dates = entry.dates ? pdfText(entry.dates) : '';
    const datesWidth = dates ? widthOf(dates, BODY) : 0;
    const head: Piece[] = [
      ...(entry.title ? [{ text: entry.title, style: TITLE }] : []),
      ...(entry.subtitle ? [{ text: entry.subtitle, style: BODY }] : []),
    ];
    const headLines = flow(head, ', ', 0, columnWidth, columnWidth - (dates ? datesWidth + DATES_GAP : 0));
    if (dates) {
      const datesRun = run(dates, columnWidth - datesWidth, BODY);
      if (headLines.length === 0) headLines.push([datesRun]);
      else headLines[0]!.push(datesRun);
    }
    for (const runs of headLines) entryRows.push(textRow(runs, BODY));
    if (entry.link) {
      const pieces = [{ text: entry.link.text, style: DETAIL, link: entry.link.href }];
      for (const runs of flow(pieces, '', 0, columnWidth)) entryRows.push(textRow(runs, DETAIL));
    }
    for (const block of entry.description) {
      if (block.kind === 'lines') {
        block.lines.forEach((line, index) => entryRows.push(...paragraph(line, BODY, index === 0 ? 2 : 0)));
        continue;
      }
      for (const item of block.items) {
        const lines = paragraph(item, BODY, 1, BULLET_INDENT);
        lines[0]!.runs.unshift(run(BULLET, 3, BODY));
        entryRows.push(...lines);
      }
    }
    entryRows[0]!.gapBefore = gapBefore;
    // The title line stays with what follows it; so does every line of a two-line title.
    const bodyStart = headLines.length;
    for (let index = 0; index < Math.min(bodyStart, entryRows.length - 1); index += 1) {
      entryRows[index]!.keepWithNext = true;
    }
    return entryRows;
  }

  for (const section of preview.sections) {
    heading(t(section.heading));
    section.entries.forEach((entry, index) => rows.push(...entryRows(entry, index === 0 ? 3 : 8)));
  }
  if (preview.skills.length > 0) {
    heading(t('Skills'));
    const pieces = preview.skills.map((skill) => ({ text: skill, style: BODY }));
    flow(pieces, SKILL_SEPARATOR, 0, columnWidth).forEach((runs, index) =>
      rows.push(textRow(runs, BODY, index === 0 ? 3 : 0)),
    );
  }

  return { pages: paginate(rows), missingCharacters: [...missing] };
}

/** The rows on pages: a row that does not fit goes to the next page, with the rows it is kept with. */
function paginate(rows: Row[]): PdfMark[][] {
  const bottom = A4.height - PAGE_MARGIN;
  const pages: PdfMark[][] = [[]];
  let y = PAGE_MARGIN;
  rows.forEach((row, index) => {
    const atTop = y === PAGE_MARGIN;
    // This row and the ones it must share a page with.
    let needed = (atTop ? 0 : row.gapBefore) + row.height;
    for (let next = index; next < rows.length - 1 && next - index < MAX_KEEP_TOGETHER && rows[next]!.keepWithNext;) {
      next += 1;
      needed += rows[next]!.gapBefore + rows[next]!.height;
    }
    if (!atTop && y + needed > bottom) {
      pages.push([]);
      y = PAGE_MARGIN;
    } else if (!atTop) {
      y += row.gapBefore;
    }
    const page = pages[pages.length - 1]!;
    for (const piece of row.runs) {
      page.push({
        kind: 'text',
        text: piece.text,
        x: PAGE_MARGIN + piece.x,
        // The baseline, so the capitals sit in the middle of the line's height.
        y: y + (row.height + piece.style.size * 0.66) / 2,
        width: piece.width,
        style: piece.style.style,
        size: piece.style.size,
        link: piece.link,
      });
    }
    if (row.ruleAt !== undefined)
      page.push({ kind: 'rule', x1: PAGE_MARGIN, x2: A4.width - PAGE_MARGIN, y: y + row.ruleAt });
    y += row.height;
  });
  return pages;
}
