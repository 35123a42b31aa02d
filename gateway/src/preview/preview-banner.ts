import { formatDate } from '@fintools/shared/format/dates';
import type { VisitorView } from './visitor-preview';
import { LEAVE_PREVIEW, PREVIEW_QUERY } from './visitor-preview';

/** The banner's id on the gateway's pages (docs/contracts.md "Testable markup"), outside React's #root. */
export const PREVIEW_BANNER_ID = 'fintools-preview';

/** Text between tags: only `&`, `<` and `>` mean anything there (the banner has no attribute from outside). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "9 Dec 2026, 14:05 UTC": when a preview's link stops opening it, the same on every gateway (the date as shared's). */
function untilText(time: number): string {
  const iso = new Date(time).toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/**
 * In a `<style>` of its own (the CSP allows inline styles): the banner belongs to the gateway, not to a remote's CSS.
 * Fixed to the bottom of the window, so the shell's sticky header and fixed sidebar keep their places; the body
 * gets the room it takes, so the page's last line stays readable above it.
 */
const STYLE = `<style>#${PREVIEW_BANNER_ID}{position:fixed;inset:auto 0 0 0;z-index:1000;margin:0;padding:.5rem 1rem;background:#5b2a86;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 -2px 6px rgb(0 0 0/.25)}#${PREVIEW_BANNER_ID} p{margin:0}#${PREVIEW_BANNER_ID} a{color:#fff;font-weight:600;margin-inline-start:.75rem}#${PREVIEW_BANNER_ID}[role=status]{background:#3d4451}body:has(#${PREVIEW_BANNER_ID}){padding-bottom:6rem}</style>`;

/**
 * What a page says about a preview, as HTML for the top of `<body>`: in a preview, a banner naming the area, the
 * preview and its build, with "Leave preview" (a link to the same page with `?preview=leave`, which works with or
 * without the page's scripts); when a link or the kept token opened nothing, why. Nothing for everyone else.
 */
export function previewBannerHtml(view: VisitorView): string | undefined {
  const leave = `<a href="?${PREVIEW_QUERY}=${LEAVE_PREVIEW}">Leave preview</a>`;
  if (view.preview) {
    const { release, expiresAt } = view.preview;
    const label = release.label ? ` (${escapeHtml(release.label)})` : '';
    return `${STYLE}<div id="${PREVIEW_BANNER_ID}" role="region" aria-label="Preview"><p><strong>Preview of ${escapeHtml(release.area)}: ${escapeHtml(release.name)}</strong>${label}. Only this browser sees it, until ${untilText(expiresAt)}.${view.notice ? ` ${escapeHtml(view.notice)}` : ''}${leave}</p></div>`;
  }
  if (view.notice)
    return `${STYLE}<div id="${PREVIEW_BANNER_ID}" role="status" aria-label="Preview"><p>${escapeHtml(view.notice)}</p></div>`;
  return undefined;
}
