import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Shareable inputs through the URL query, with the History API only: remotes do not use the shell's
 * router (docs/contracts.md), and an embedded tool must not touch its host page's URL, so a provider can turn
 * this off.
 */
const UrlStateEnabled = createContext(true);

export function UrlStateProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <UrlStateEnabled.Provider value={enabled}>{children}</UrlStateEnabled.Provider>;
}

/** Reads the keys of a calculator from a query string; null when none of them is there. */
export function readInputsFromQuery<Key extends string>(
  search: string,
  keys: readonly Key[],
): Partial<Record<Key, string>> | null {
  const params = new URLSearchParams(search);
  const values: Partial<Record<Key, string>> = {};
  let found = false;
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) {
      values[key] = value;
      found = true;
    }
  }
  return found ? values : null;
}

/** The current URL with these keys set in its query; other keys and the hash are kept. */
export function urlWithInputs(href: string, values: Readonly<Record<string, string>>): string {
  const url = new URL(href);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface ShareableInputs<Key extends string> {
  /** What the URL held when the screen opened: fill the form with it and calculate once. */
  initial: Partial<Record<Key, string>> | null;
  /** Writes the inputs of a successful calculation to the URL (replacing, so Back still leaves the tool). */
  save: (values: Readonly<Record<Key, string>>) => void;
}

export function useShareableInputs<Key extends string>(keys: readonly Key[]): ShareableInputs<Key> {
  const enabled = useContext(UrlStateEnabled);
  const [initial] = useState(() =>
    enabled && typeof window !== 'undefined' ? readInputsFromQuery(window.location.search, keys) : null,
  );
  function save(values: Readonly<Record<Key, string>>) {
    if (!enabled || typeof window === 'undefined') return;
    // Keep history.state: the shell's router keeps its own bookkeeping there.
    window.history.replaceState(window.history.state, '', urlWithInputs(window.location.href, values));
  }
  return { initial, save };
}
