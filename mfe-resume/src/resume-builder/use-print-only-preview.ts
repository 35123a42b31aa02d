import { useEffect } from 'react';
import './resume-print.css';

/** The attribute on <html> that turns on resume-print.css: `data-print-only="resume"`. */
export const PRINT_ONLY_ATTRIBUTE = 'data-print-only';
export const PRINT_ONLY_VALUE = 'resume';

/** Builders on the page; the attribute goes when the last one goes (StrictMode mounts effects twice). */
let mountedBuilders = 0;

/**
 * While the builder is on the page, printing it (the button, Ctrl+P or the browser menu) prints only the
 * preview, whatever page hosts the remote: the shell, the standalone page or a sibling product. The
 * remote cannot know its host's class names, so it marks <html> and resume-print.css hides everything
 * but `[data-resume-preview]`. Marking on mount rather than on `beforeprint` also covers print media
 * emulation, which fires no print events. Leaving the route removes the mark, so other tools print whole.
 */
export function usePrintOnlyPreview() {
  useEffect(() => {
    const root = document.documentElement;
    mountedBuilders += 1;
    root.setAttribute(PRINT_ONLY_ATTRIBUTE, PRINT_ONLY_VALUE);
    return () => {
      mountedBuilders -= 1;
      if (mountedBuilders === 0 && root.getAttribute(PRINT_ONLY_ATTRIBUTE) === PRINT_ONLY_VALUE) {
        root.removeAttribute(PRINT_ONLY_ATTRIBUTE);
      }
    };
  }, []);
}
