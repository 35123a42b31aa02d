import { useEffect } from 'react';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';

/** What the browser tab says for a page titled `title` ("EMI Calculator · FinTools"), in the page's language. */
export function documentTitle(title: string, t: Translate = interpolate): string {
  return title === 'FinTools' ? t('FinTools — free Indian finance calculators') : `${title} · FinTools`;
}

/** Names the page after what is on it ("EMI Calculator · FinTools"), for tabs, history and screen readers. */
export function useDocumentTitle(title: string) {
  const t = useT();
  useEffect(() => {
    document.title = documentTitle(title, t);
  }, [title, t]);
}
