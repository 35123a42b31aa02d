import { formatDate } from '@fintools/shared/format/dates';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import type { VisitorView } from './visitor-preview';
import { LEAVE_PREVIEW, PREVIEW_QUERY } from './visitor-preview';

/** The banner's id on the gateway's pages (docs/contracts.md "Testable markup"), outside React's #root. */
export const PREVIEW_BANNER_ID = 'fintools-preview';

/** Text between tags: only `&`, `<` and `>` mean anything there (the banner has no attribute from outside). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "9 Dec 2026, 14:05 UTC": when a preview's link stops opening it, the same on every gateway (the date as shared's). */
function untilText(time: number, t: Translate): string {
  const iso = new Date(time).toISOString();
  return `${formatDate(iso.slice(0, 10), t)}, ${iso.slice(11, 16)} UTC`;
}

/** The banner's own words, in English; their translations are the shell's words (shell/src/hi.json). */
export const PREVIEW_BANNER_WORDS = {
  name: 'Preview',
  title: 'Preview of {area}: {name}',
  until: 'Only this browser sees it, until {until}.',
  leave: 'Leave preview',
} as const;

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
 * In the page's language with its `t`; the preview's area, name and label are the release's, as typed.
 */
export function previewBannerHtml(view: VisitorView, t: Translate = interpolate): string | undefined {
  const words = PREVIEW_BANNER_WORDS;
  const leave = `<a href="?${PREVIEW_QUERY}=${LEAVE_PREVIEW}">${escapeHtml(t(words.leave))}</a>`;
  const name = escapeHtml(t(words.name));
  const notice = view.notice && escapeHtml(t(view.notice.message, view.notice.values));
  if (view.preview) {
    const { release, expiresAt } = view.preview;
    const title = escapeHtml(t(words.title, { area: release.area, name: release.name }));
    const label = release.label ? ` (${escapeHtml(release.label)})` : '';
    const until = escapeHtml(t(words.until, { until: untilText(expiresAt, t) }));
    return `${STYLE}<div id="${PREVIEW_BANNER_ID}" role="region" aria-label="${name}"><p><strong>${title}</strong>${label}. ${until}${notice ? ` ${notice}` : ''}${leave}</p></div>`;
  }
  if (notice) return `${STYLE}<div id="${PREVIEW_BANNER_ID}" role="status" aria-label="${name}"><p>${notice}</p></div>`;
  return undefined;
}
