// Devanagari in the PDF (docs/decisions/021-devanagari-in-the-pdf.md). jsPDF writes a font's glyphs one per
// character, and Devanagari needs its conjuncts, half forms and reordered vowel signs: fontkit shapes each run
// with the font's own rules (its Indic shaper and the font's GSUB and GPOS tables), and the shaped glyphs'
// outlines are drawn as filled paths. The same text goes on top in the Regular font, invisible, so a reader
// that selects, searches or extracts it (pdftotext) gets the Unicode text back through the font's ToUnicode
// map. This module, fontkit and the fonts load only for a resume with Devanagari in it (resume-pdf.ts).
import * as fontkit from 'fontkit';
import type { jsPDF } from 'jspdf';
import type { PdfFontStyle } from './resume-pdf-layout';

/** Noto Sans Devanagari Regular and Bold, TrueType: the bytes of the files the product ships. */
export type DevanagariFontFiles = Readonly<Record<PdfFontStyle, Uint8Array>>;

/** One glyph of a shaped run: where it goes, in font units from the run's start on the baseline. */
export interface PlacedGlyph {
  glyph: fontkit.Glyph;
  x: number;
  y: number;
}

/** A run shaped: its glyphs in drawing order and its advance, in font units. */
export interface ShapedRun {
  glyphs: PlacedGlyph[];
  advance: number;
}

/** Shapes `text` with the font's rules: one glyph a conjunct, the short i before its consonant cluster. */
export function shapeRun(font: fontkit.Font, text: string): ShapedRun {
  const { glyphs, positions } = font.layout(text);
  let pen = 0;
  const placed = glyphs.map((glyph, index) => {
    const position = positions[index]!;
    const at = { glyph, x: pen + position.xOffset, y: position.yOffset };
    pen += position.xAdvance;
    return at;
  });
  return { glyphs: placed, advance: pen };
}

/** What the PDF needs of the Devanagari fonts: a run's width, and drawing it. */
export interface DevanagariWriter {
  /** The width of `text` shaped, in points, set in `style` at `size` points. */
  width: (text: string, style: PdfFontStyle, size: number) => number;
  /** Draws `text` shaped, its baseline at `y`, from `x`, in the PDF's current fill colour; extractable. */
  draw: (pdf: jsPDF, text: string, x: number, y: number, style: PdfFontStyle, size: number) => void;
}

/** The Regular font's name in the PDF, for the invisible text. */
const TEXT_FONT = 'NotoSansDevanagari';
const TEXT_FONT_FILE = 'NotoSansDevanagari-Regular.ttf';

function openFont(bytes: Uint8Array): fontkit.Font {
  // The browser build of fontkit reads a Uint8Array; its types name Node's Buffer.
  const font = fontkit.create(bytes as Buffer);
  if (!('layout' in font)) throw new Error('The Devanagari font file holds a collection, not one font');
  return font;
}

/** The bytes as jsPDF's virtual file system takes them: a binary string. */
function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.length; at += CHUNK) parts.push(String.fromCharCode(...bytes.subarray(at, at + CHUNK)));
  return parts.join('');
}

/** Draws one glyph's outline, `scale` points a font unit, its origin at (x, y) on the page. */
function drawOutline(pdf: jsPDF, glyph: fontkit.Glyph, x: number, y: number, scale: number): void {
  const commands = glyph.path.commands;
  if (commands.length === 0) return;
  // Font units go up; the page's y goes down.
  const px = (fx: number) => x + fx * scale;
  const py = (fy: number) => y - fy * scale;
  let current: [number, number] = [0, 0];
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      pdf.moveTo(px(args[0]!), py(args[1]!));
      current = [args[0]!, args[1]!];
    } else if (command === 'lineTo') {
      pdf.lineTo(px(args[0]!), py(args[1]!));
      current = [args[0]!, args[1]!];
    } else if (command === 'quadraticCurveTo') {
      // TrueType's quadratic curve as the cubic PDF draws: control points two thirds of the way to its own.
      const [cx, cy, ex, ey] = args as [number, number, number, number];
      const [sx, sy] = current;
      pdf.curveTo(
        px(sx + (2 / 3) * (cx - sx)),
        py(sy + (2 / 3) * (cy - sy)),
        px(ex + (2 / 3) * (cx - ex)),
        py(ey + (2 / 3) * (cy - ey)),
        px(ex),
        py(ey),
      );
      current = [ex, ey];
    } else if (command === 'bezierCurveTo') {
      const [c1x, c1y, c2x, c2y, ex, ey] = args as [number, number, number, number, number, number];
      pdf.curveTo(px(c1x), py(c1y), px(c2x), py(c2y), px(ex), py(ey));
      current = [ex, ey];
    } else if (command === 'closePath') {
      pdf.close();
    }
  }
  // TrueType outlines are filled by the non-zero winding rule.
  pdf.fill();
}

/** A writer of Devanagari runs from the two font files. */
export function devanagariWriter(files: DevanagariFontFiles): DevanagariWriter {
  const fonts: Record<PdfFontStyle, fontkit.Font> = { normal: openFont(files.normal), bold: openFont(files.bold) };
  const shaped = new Map<string, ShapedRun>();
  const shape = (text: string, style: PdfFontStyle) => {
    const key = `${style}:${text}`;
    let run = shaped.get(key);
    if (!run) {
      run = shapeRun(fonts[style], text);
      shaped.set(key, run);
    }
    return run;
  };
  const withTextFont = new WeakSet<jsPDF>();
  let textFontFile: string | undefined;

  const width = (text: string, style: PdfFontStyle, size: number) =>
    (shape(text, style).advance * size) / fonts[style].unitsPerEm;

  return {
    width,
    draw(pdf, text, x, y, style, size) {
      const font = fonts[style];
      const scale = size / font.unitsPerEm;
      for (const { glyph, x: gx, y: gy } of shape(text, style).glyphs)
        drawOutline(pdf, glyph, x + gx * scale, y - gy * scale, scale);

      if (!withTextFont.has(pdf)) {
        textFontFile ??= binaryString(files.normal);
        pdf.addFileToVFS(TEXT_FONT_FILE, textFontFile);
        pdf.addFont(TEXT_FONT_FILE, TEXT_FONT, 'normal', 'Identity-H');
        withTextFont.add(pdf);
      }
      pdf.setFont(TEXT_FONT, 'normal');
      pdf.setFontSize(size);
      // Unshaped, the text is wider or narrower than what is drawn: scaled to cover it, so a selection does. The
      // scale is graphics state that outlives the text object: saved and restored around it, so Times is unscaled.
      const natural = pdf.getTextWidth(text);
      const shown = width(text, style, size);
      pdf.saveGraphicsState();
      pdf.text(text, x, y, {
        renderingMode: 'invisible',
        ...(natural > 0 && shown > 0 ? { horizontalScale: shown / natural } : {}),
      });
      pdf.restoreGraphicsState();
    },
  };
}
