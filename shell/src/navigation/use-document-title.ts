import { useEffect } from 'react';

/** Names the page after what is on it ("EMI Calculator · FinTools"), for tabs, history and screen readers. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === 'FinTools' ? 'FinTools — free Indian finance calculators' : `${title} · FinTools`;
  }, [title]);
}
