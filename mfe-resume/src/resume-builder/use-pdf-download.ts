import { useCallback, useRef, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import type { ResumePreview } from './build-resume-preview';

/** What the last press of "Download PDF" came to. */
export type PdfDownloadResult =
  | { status: 'idle' }
  | { status: 'working' }
  /** The PDF code or its fonts did not download (offline, a deploy in between). */
  | { status: 'failed' }
  /** Nothing filled in yet: no PDF. */
  | { status: 'empty' }
  | { status: 'saved'; fileName: string; missingCharacters: string[] };

export interface PdfDownload {
  /** About the preview on screen: a result for a preview the visitor has since changed is 'idle'. */
  result: PdfDownloadResult;
  download: () => Promise<void>;
}

/**
 * "Download PDF": loads the PDF code (jsPDF and the layout, their own chunk) on the first press only,
 * makes the file in the browser and saves it as resume-<name>.pdf. Nothing is sent anywhere.
 */
export function usePdfDownload(preview: ResumePreview): PdfDownload {
  const [last, setLast] = useState<{ preview: ResumePreview; result: PdfDownloadResult } | null>(null);
  const working = useRef(false);
  const t = useT();

  const download = useCallback(async () => {
    if (working.current) return;
    if (preview.isEmpty) {
      setLast({ preview, result: { status: 'empty' } });
      return;
    }
    working.current = true;
    setLast({ preview, result: { status: 'working' } });
    try {
      const { saveResumePdf } = await import(/* webpackChunkName: "resume-pdf" */ './resume-pdf');
      // The file name rule travels in the PDF chunk too: the page needs it only then.
      // The PDF's headings are the preview's, in the page's language.
      const { fileName, missingCharacters } = await saveResumePdf(preview, t);
      setLast({ preview, result: { status: 'saved', fileName, missingCharacters } });
    } catch {
      setLast({ preview, result: { status: 'failed' } });
    } finally {
      working.current = false;
    }
  }, [preview, t]);

  // A message about an earlier state of the resume would mislead; 'working' stays until it ends.
  const result: PdfDownloadResult =
    last && (last.preview === preview || last.result.status === 'working') ? last.result : { status: 'idle' };
  return { result, download };
}
