import { useEffect } from 'react';
import './rent-receipts-print.css';

/** The attribute on <html> that turns on rent-receipts-print.css: `data-print-only="rent-receipts"`. */
export const PRINT_ONLY_ATTRIBUTE = 'data-print-only';
export const PRINT_ONLY_VALUE = 'rent-receipts';

/**
 * While the generator is on the page, printing (the button, Ctrl+P or the browser's menu) prints the receipts
 * alone, whatever page hosts the remote: the shell, the standalone page or a sibling product, whose class names
 * the remote cannot know. So <html> is marked and rent-receipts-print.css hides everything but
 * `[data-rent-receipts]`; leaving the route removes the mark and other tools print whole. As in the resume
 * builder (mfe-resume/src/resume-builder/use-print-only-preview.ts), marking on mount rather than on
 * `beforeprint` also covers print-media emulation, which fires no print events.
 */
export function usePrintOnlyReceipts() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(PRINT_ONLY_ATTRIBUTE, PRINT_ONLY_VALUE);
    return () => {
      if (root.getAttribute(PRINT_ONLY_ATTRIBUTE) === PRINT_ONLY_VALUE) root.removeAttribute(PRINT_ONLY_ATTRIBUTE);
    };
  }, []);
}
