import * as fontkit from 'fontkit';
import { jsPDF } from 'jspdf';
import { DEVANAGARI_FONT_FILES } from '../../test/devanagari-font-files';
import { devanagariWriter, shapeRun } from './devanagari-glyphs';

// Shaping with the font's own rules (decision 021): the glyphs of Noto Sans Devanagari named by the code points
// they draw ("uni0915094D0937" is the conjunct क्ष), in the order they are drawn.
const regular = fontkit.create(DEVANAGARI_FONT_FILES.normal as Buffer) as fontkit.Font;
const bold = fontkit.create(DEVANAGARI_FONT_FILES.bold as Buffer) as fontkit.Font;
const names = (font: fontkit.Font, text: string) => shapeRun(font, text).glyphs.map(({ glyph }) => glyph.name);

test('"क्षितिज" is the conjunct क्ष with the short i drawn before it: five glyphs for seven code points', () => {
  const run = shapeRun(regular, 'क्षितिज');
  expect([...'क्षितिज']).toHaveLength(7);
  expect(names(regular, 'क्षितिज')).toEqual(['uni093F.10', 'uni0915094D0937', 'uni093F.04', 'uni0924', 'uni091C']);
  // One glyph draws क, the virama and ष together: the font's conjunct, not one glyph a code point.
  expect(run.glyphs[1]!.glyph.codePoints).toEqual([0x915, 0x94d, 0x937]);
  // The short i (ि) is drawn before the consonants it follows in the text, in a width made for them.
  expect(run.glyphs[0]!.glyph.codePoints).toEqual([0x93f]);
  expect(run.glyphs[0]!.x).toBeLessThan(run.glyphs[1]!.x);
  expect(names(bold, 'क्षितिज')).toEqual(names(regular, 'क्षितिज'));
});

test.each([
  // श्र is one conjunct glyph; ी follows it.
  ['श्रीमती', ['uni0936094D0930', 'uni0940', 'uni092E', 'uni0924', 'uni0940']],
  // No conjunct: a glyph a letter.
  ['कमल', ['uni0915', 'uni092E', 'uni0932']],
  // The reph (र्) goes to the end of its syllable, above it.
  ['शर्मा', ['uni0936', 'uni092E', 'uni093E', 'uni0930094D']],
])('%s is shaped by the font: %j', (text, glyphs) => {
  expect(names(regular, text)).toEqual(glyphs);
});

test('a run is as wide as its shaped glyphs advance, at the size asked; Bold is wider', () => {
  const writer = devanagariWriter(DEVANAGARI_FONT_FILES);
  const width = writer.width('क्षितिज', 'normal', 10);
  expect(width).toBeCloseTo((shapeRun(regular, 'क्षितिज').advance * 10) / regular.unitsPerEm, 6);
  expect(writer.width('क्षितिज', 'normal', 20)).toBeCloseTo(2 * width, 6);
  expect(writer.width('क्षितिज', 'bold', 10)).toBeGreaterThan(width);
});

test('drawn as filled outlines, with the same text invisible on top in the embedded font', () => {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  devanagariWriter(DEVANAGARI_FONT_FILES).draw(pdf, 'क्षितिज', 54, 80, 'bold', 20);
  const source = pdf.output();
  // Outlines: curves, filled by the non-zero rule.
  expect(source.match(/ c\n/g)?.length).toBeGreaterThan(20);
  expect(source).toMatch(/\nf\n/);
  // The text: invisible (3 Tr), its horizontal scale kept inside q … Q, in the embedded font with ToUnicode.
  expect(source).toMatch(/q\n[^Q]*Tz\n[^Q]*3 Tr\n[^Q]*Tj\n[^Q]*Q/);
  expect(source).toMatch(/\/Subtype \/Type0\n\/ToUnicode \d+ 0 R\n\/BaseFont \/NotoSansDevanagari\n/);
  expect(source).toContain('/FontFile2');
});
