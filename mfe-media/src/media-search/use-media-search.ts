import { useRef, useState } from 'react';
import { MediaSearchError, SEARCH_FAILED_MESSAGE } from './media-api';
import { clampMediaCount, DEFAULT_MEDIA_COUNT } from './search-count';

export interface MediaResults<Item> {
  /** The keyword these results are for (the field may have changed since). */
  query: string;
  items: Item[];
}

export interface MediaSearchOptions<Item> {
  /** Calls the gateway; rejects with `MediaSearchError` carrying the sentence to show. */
  search: (query: string, count: number) => Promise<Item[]>;
  /**
   * The field message for a search with a blank keyword (Video Search). Without it a blank keyword
   * simply cannot search: the button is disabled (Image Search).
   */
  blankKeywordMessage?: string;
}

export interface MediaSearch<Item> {
  keyword: string;
  /** The count field's raw text; clamped into 1–80 and written back on search. */
  count: string;
  setKeyword: (text: string) => void;
  setCount: (text: string) => void;
  keywordError: string | undefined;
  searching: boolean;
  /** Whether the search button is enabled. */
  canSearch: boolean;
  /** null until the first search succeeds; a failed search keeps the last ones. */
  results: MediaResults<Item> | null;
  /** A small, dismissible notice: a failed search or download. */
  notice: string | null;
  showNotice: (message: string) => void;
  dismissNotice: () => void;
  search: () => void;
}

/**
 * The state of a media search screen (docs/product.md §4 "idle or searching"): raw field strings, whether a
 * search is under way, the last results and a notice. A failure keeps the earlier results and says so
 * in the notice instead of logging (the spec's original only logged).
 */
export function useMediaSearch<Item>({ search, blankKeywordMessage }: MediaSearchOptions<Item>): MediaSearch<Item> {
  const [keyword, setKeywordText] = useState('');
  const [count, setCount] = useState(String(DEFAULT_MEDIA_COUNT));
  const [keywordError, setKeywordError] = useState<string | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<MediaResults<Item> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A second click before React re-renders the disabled button must not start a second search.
  const inFlight = useRef(false);

  const blank = keyword.trim() === '';

  async function runSearch() {
    if (inFlight.current) return;
    const query = keyword.trim();
    if (!query) {
      if (blankKeywordMessage) setKeywordError(blankKeywordMessage);
      return;
    }
    const clamped = clampMediaCount(count);
    setCount(String(clamped));
    inFlight.current = true;
    setSearching(true);
    try {
      const items = await search(query, clamped);
      setResults({ query, items });
      setNotice(null);
    } catch (error) {
      setNotice(error instanceof MediaSearchError ? error.message : SEARCH_FAILED_MESSAGE);
    } finally {
      inFlight.current = false;
      setSearching(false);
    }
  }

  return {
    keyword,
    count,
    setKeyword: (text) => {
      setKeywordText(text);
      if (keywordError && text.trim()) setKeywordError(undefined);
    },
    setCount,
    keywordError,
    searching,
    canSearch: !searching && !(blank && !blankKeywordMessage),
    results,
    notice,
    showNotice: setNotice,
    dismissNotice: () => setNotice(null),
    search: () => void runSearch(),
  };
}
