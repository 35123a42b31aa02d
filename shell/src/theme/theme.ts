import { THEME_COOKIE } from '@fintools/shared/federation/shell-page';

/**
 * The visitor's theme choice, kept in localStorage and applied as data-theme on <html>; also kept in a
 * cookie (THEME_COOKIE), from which the gateway writes data-theme into the page it serves, so a visitor
 * who chose Dark on a light device sees Dark from the first paint, not after the shell's script runs.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'fintools-theme';

const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // Chromium's cap on a cookie's lifetime

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage can be blocked (private mode, sandboxed frames)
  }
}

/** Keeps the cookie equal to the choice: set for light or dark, removed for system. */
function writeThemeCookie(choice: ThemeChoice): void {
  const value = choice === 'system' ? '' : choice;
  const maxAge = choice === 'system' ? 0 : COOKIE_MAX_AGE_S;
  try {
    document.cookie = `${THEME_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  } catch {
    // Cookies can be blocked too: the theme then applies once the script runs, as before.
  }
}

/**
 * 'system' leaves the choice to prefers-color-scheme (tokens.css). Also brings the cookie in line, so a
 * choice saved before the cookie existed reaches the gateway from the next page on.
 */
export function applyTheme(choice: ThemeChoice): void {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
  writeThemeCookie(choice);
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The theme still applies for this visit.
  }
  applyTheme(choice);
}
