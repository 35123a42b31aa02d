import { useCallback, useRef, useState } from 'react';
import type { RentReceipt } from './rent-receipts';

/** What the last press of "Download PDF" came to. */
export type ReceiptsPdfResult =
  | { status: 'idle' }
  | { status: 'working' }
  /** The PDF code did not download (offline before it was ever fetched, a deploy in between). */
  | { status: 'failed' }
  | { status: 'saved'; fileName: string; missingCharacters: string[] };

/**
 * "Download PDF": loads the PDF code (jsPDF and the layout, their own chunk) on the first press only, makes the
 * file in the browser and saves it. A result about receipts the visitor has since generated again is 'idle'.
 */
export function useReceiptsPdf(receipts: readonly RentReceipt[] | null) {
  const [last, setLast] = useState<{ receipts: readonly RentReceipt[]; result: ReceiptsPdfResult } | null>(null);
  const working = useRef(false);

  const download = useCallback(async () => {
    if (working.current || !receipts) return;
    working.current = true;
    setLast({ receipts, result: { status: 'working' } });
    try {
      const { saveReceiptsPdf } = await import(/* webpackChunkName: "rent-receipts-pdf" */ './rent-receipts-pdf');
      setLast({ receipts, result: { status: 'saved', ...saveReceiptsPdf(receipts) } });
    } catch {
      setLast({ receipts, result: { status: 'failed' } });
    } finally {
      working.current = false;
    }
  }, [receipts]);

  const result: ReceiptsPdfResult = last && last.receipts === receipts ? last.result : { status: 'idle' };
  return { result, download };
}
