// The receipts' PDF, drawn with jsPDF from rent-receipts-pdf-layout.ts's marks. This module and jsPDF (~125 KB
// gz) are a chunk of their own: the screen imports them only when "Download PDF" is pressed
// (docs/decisions/010-resume-pdf-in-the-browser.md, docs/decisions/019-rent-receipts-pdf.md). The text is real
// PDF text in Times, a font every PDF reader has, so it can be selected, searched and read by a program. Times is
// WinAnsi: no Devanagari, and jsPDF does not shape it, so the receipts stay English on a Hindi page too (their
// names and address as typed; docs/languages.md).
import { jsPDF } from 'jspdf';
import { toIsoMonth } from '../common/months';
import type { RentReceipt } from './rent-receipts';
import { A4, layoutReceiptsPdf } from './rent-receipts-pdf-layout';

const FONT = 'times';

export interface ReceiptsPdf {
  pdf: jsPDF;
  /** Characters written as "?" because Times has no glyph for them. */
  missingCharacters: string[];
}

/** The receipts as an A4 PDF, two a page. */
export function createReceiptsPdf(receipts: readonly RentReceipt[], { compress = true } = {}): ReceiptsPdf {
  const pdf = new jsPDF({ unit: 'pt', format: [A4.width, A4.height], compress });
  pdf.setProperties({ title: 'Rent receipts', creator: 'FinTools Rent Receipt Generator' });
  const { pages, missingCharacters } = layoutReceiptsPdf(receipts, (text, style, size) => {
    pdf.setFont(FONT, style);
    pdf.setFontSize(size);
    return pdf.getTextWidth(text);
  });
  pdf.setTextColor(20, 20, 20);
  pdf.setLineWidth(0.7);
  pages.forEach((marks, index) => {
    if (index > 0) pdf.addPage();
    for (const mark of marks) {
      if (mark.kind === 'line') {
        pdf.setDrawColor(mark.dashed ? 150 : 90);
        pdf.setLineDashPattern(mark.dashed ? [4, 3] : [], 0);
        pdf.line(mark.x1, mark.y1, mark.x2, mark.y2);
        continue;
      }
      pdf.setFont(FONT, mark.style);
      pdf.setFontSize(mark.size);
      pdf.text(mark.text, mark.x, mark.y);
    }
  });
  return { pdf, missingCharacters };
}

/**
 * The file name for the months of `receipts`.
 * @example receiptsFileName(receipts) // 'rent-receipts-2026-04-to-2027-03.pdf'
 */
export function receiptsFileName(receipts: readonly RentReceipt[]): string {
  const first = receipts[0];
  const last = receipts.at(-1);
  if (!first || !last) return 'rent-receipts.pdf';
  return `rent-receipts-${toIsoMonth(first.month)}-to-${toIsoMonth(last.month)}.pdf`;
}

/** Makes the PDF and hands it to the browser as a download; returns its name and what it could not write. */
export function saveReceiptsPdf(receipts: readonly RentReceipt[]): { fileName: string; missingCharacters: string[] } {
  const { pdf, missingCharacters } = createReceiptsPdf(receipts);
  const fileName = receiptsFileName(receipts);
  pdf.save(fileName);
  return { fileName, missingCharacters };
}
