import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Under 768 px the sidebar is a drawer over the content (docs/contracts.md). */
export const PHONE_QUERY = '(max-width: 767px)';
