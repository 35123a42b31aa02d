// The PDF itself, drawn with jsPDF from resume-pdf-layout.ts's marks. This module and jsPDF (~125 KB gz)
// are their own chunk: the screen imports them only when "Download PDF" is pressed, so opening the
// builder costs nothing for them. Text is real PDF text in Times, a font every PDF reader has, so it
// can be selected and searched and the file stays small.
import { jsPDF } from 'jspdf';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import type { ResumePreview } from './build-resume-preview';
import { pdfFileName } from './pdf-file-name';
import { A4, layoutResumePdf, type MeasureText } from './resume-pdf-layout';

const FONT = 'times';

export interface ResumePdf {
  pdf: jsPDF;
  /** Characters written as "?" because Times has no glyph for them. */
  missingCharacters: string[];
}

/**
 * The resume as an A4 PDF document: the preview's content, in its order, over as many pages as it needs. Its
 * headings and title are in the language `t` gives (the page's; English by default).
 */
export function createResumePdf(
  preview: ResumePreview,
  { compress = true, t = interpolate }: { compress?: boolean; t?: Translate } = {},
): ResumePdf {
  const pdf = new jsPDF({ unit: 'pt', format: [A4.width, A4.height], compress });
  pdf.setProperties({
    title: preview.name ? t('{name}: resume', { name: preview.name }) : t('Resume'),
    creator: 'FinTools Resume Builder',
  });
  const measure: MeasureText = (text, style, size) => {
    pdf.setFont(FONT, style);
    pdf.setFontSize(size);
    return pdf.getTextWidth(text);
  };
  const { pages, missingCharacters } = layoutResumePdf(preview, measure, t);
  pdf.setTextColor(20, 20, 20);
  pdf.setDrawColor(150, 150, 150);
  pdf.setLineWidth(0.6);
  pages.forEach((marks, index) => {
    if (index > 0) pdf.addPage();
    for (const mark of marks) {
      if (mark.kind === 'rule') {
        pdf.line(mark.x1, mark.y, mark.x2, mark.y);
        continue;
      }
      pdf.setFont(FONT, mark.style);
      pdf.setFontSize(mark.size);
      pdf.text(mark.text, mark.x, mark.y);
      // The clickable area covers the text from a little above its capitals to below its descenders.
      if (mark.link) pdf.link(mark.x, mark.y - mark.size * 0.8, mark.width, mark.size, { url: mark.link });
    }
  });
  return { pdf, missingCharacters };
}

/**
 * Makes the PDF and hands it to the browser as a download named resume-<name>.pdf (pdf-file-name.ts).
 * Returns that name and the characters the PDF could not hold.
 */
export function saveResumePdf(
  preview: ResumePreview,
  t: Translate = interpolate,
): { fileName: string; missingCharacters: string[] } {
  const { pdf, missingCharacters } = createResumePdf(preview, { t });
  const fileName = pdfFileName(preview.name);
  pdf.save(fileName);
  return { fileName, missingCharacters };
}
