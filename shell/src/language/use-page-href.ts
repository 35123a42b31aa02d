import { useCallback } from 'react';
import { hrefIn } from '@fintools/shared/language/languages';
import { useLanguage } from '@fintools/shared/ui/language';

/**
 * The page's own links in its language: on a Hindi page "/emi-calculator" is "/emi-calculator?lang=hi", so a
 * link a visitor copies or opens in a new tab opens in Hindi too (English links carry no parameter).
 */
export function usePageHref(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => hrefIn(path, language), [language]);
}
