// The PDF itself, drawn with jsPDF from resume-pdf-layout.ts's marks. This module and jsPDF (~125 KB gz)
// are their own chunk: the screen imports them only when "Download PDF" is pressed, so opening the
// builder costs nothing for them. Latin text is real PDF text in Times, a font every PDF reader has, so it
// can be selected and searched and the file stays small. Devanagari is shaped and drawn from Noto Sans
// Devanagari (devanagari-glyphs.ts), which loads only for a resume that has some (decision 021).
import { jsPDF } from 'jspdf';
// Its type only: the caller's `t` (the page's words) is all the PDF needs of the languages at run time.
import type { Translate } from '@fintools/shared/language/languages';
import type { ResumePreview } from './build-resume-preview';
import type { DevanagariWriter } from './devanagari-glyphs';
import { loadDevanagariWriter } from './devanagari-fonts';
import { hasDevanagari, scriptRuns } from './devanagari-runs';
import { pdfFileName } from './pdf-file-name';
import { A4, layoutResumePdf, type MeasureText } from './resume-pdf-layout';

const FONT = 'times';

export interface ResumePdf {
  pdf: jsPDF;
  /** Characters written as "?" because the PDF's fonts have no glyph for them. */
  missingCharacters: string[];
}

export interface ResumePdfOptions {
  /** The headings and title in the page's language (`useT()`'s; `interpolate` for English). */
  t: Translate;
  compress?: boolean;
  /** Devanagari's fonts; without them Devanagari is written as "?", as any script Times lacks. */
  devanagari?: DevanagariWriter;
}

/** The resume as an A4 PDF document: the preview's content, in its order, over as many pages as it needs. */
export function createResumePdf(
  preview: ResumePreview,
  { t, compress = true, devanagari }: ResumePdfOptions,
): ResumePdf {
  const pdf = new jsPDF({ unit: 'pt', format: [A4.width, A4.height], compress });
  pdf.setProperties({
    title: preview.name ? t('{name}: resume', { name: preview.name }) : t('Resume'),
    creator: 'FinTools Resume Builder',
  });
  const timesWidth: MeasureText = (text, style, size) => {
    pdf.setFont(FONT, style);
    pdf.setFontSize(size);
    return pdf.getTextWidth(text);
  };
  // A Devanagari run in the Devanagari font, anything else in Times.
  const measure: MeasureText = (text, style, size) =>
    scriptRuns(text).reduce(
      (width, run) => width + (run.devanagari && devanagari ? devanagari.width : timesWidth)(run.text, style, size),
      0,
    );
  const { pages, missingCharacters } = layoutResumePdf(preview, measure, { t, devanagari: devanagari !== undefined });
  pdf.setTextColor(20, 20, 20);
  // Devanagari is drawn as filled outlines, in the colour of the text.
  pdf.setFillColor(20, 20, 20);
  pdf.setDrawColor(150, 150, 150);
  pdf.setLineWidth(0.6);
  pages.forEach((marks, index) => {
    if (index > 0) pdf.addPage();
    for (const mark of marks) {
      if (mark.kind === 'rule') {
        pdf.line(mark.x1, mark.y, mark.x2, mark.y);
        continue;
      }
      let x = mark.x;
      for (const run of scriptRuns(mark.text)) {
        if (run.devanagari && devanagari) {
          devanagari.draw(pdf, run.text, x, mark.y, mark.style, mark.size);
        } else {
          pdf.setFont(FONT, mark.style);
          pdf.setFontSize(mark.size);
          pdf.text(run.text, x, mark.y);
        }
        x += measure(run.text, mark.style, mark.size);
      }
      // The clickable area covers the text from a little above its capitals to below its descenders.
      if (mark.link) pdf.link(mark.x, mark.y - mark.size * 0.8, mark.width, mark.size, { url: mark.link });
    }
  });
  return { pdf, missingCharacters };
}

/** Whether the resume's PDF writes Devanagari: typed, or in the headings of the page's language. */
function writesDevanagari(preview: ResumePreview, t: Translate): boolean {
  const headings = [...preview.sections.map((section) => section.heading), 'Skills'].map((heading) => t(heading));
  return hasDevanagari(JSON.stringify(preview)) || headings.some(hasDevanagari);
}

/**
 * Makes the PDF and hands it to the browser as a download named resume-<name>.pdf (pdf-file-name.ts). The
 * Devanagari fonts and their shaper load first, only when the resume writes Devanagari. Returns the file's
 * name and the characters the PDF could not hold.
 */
export async function saveResumePdf(
  preview: ResumePreview,
  t: Translate,
): Promise<{ fileName: string; missingCharacters: string[] }> {
  const devanagari = writesDevanagari(preview, t) ? await loadDevanagariWriter() : undefined;
  const { pdf, missingCharacters } = createResumePdf(preview, { t, devanagari });
  const fileName = pdfFileName(preview.name);
  pdf.save(fileName);
  return { fileName, missingCharacters };
}
