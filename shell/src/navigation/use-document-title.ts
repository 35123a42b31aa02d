import { useEffect } from 'react';

/** What the browser tab says for a page titled `title` ("EMI Calculator · FinTools"). */
export function documentTitle(title: string): string {
  return title === 'FinTools' ? 'FinTools — free Indian finance calculators' : `${title} · FinTools`;
}

/** Names the page after what is on it ("EMI Calculator · FinTools"), for tabs, history and screen readers. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
