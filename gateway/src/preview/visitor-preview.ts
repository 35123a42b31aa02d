import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { MessageValues } from '@fintools/shared/language/languages';
import type { PreviewRelease } from '../release/release-state';
import type { LiveSnapshot } from '../remote-map/live-snapshot';
import type { RemoteRegistry } from '../remotes';
import type { PreviewTokens } from './preview-token';

/** The query a preview link carries (`/?preview=<token>`), and the word in it that leaves the preview. */
export const PREVIEW_QUERY = 'preview';
export const LEAVE_PREVIEW = 'leave';
/** Where the browser that opened a preview link keeps its token: sent with its pages, maps and embed scripts. */
export const PREVIEW_COOKIE = 'fintools-preview';

/** What one request gets: the snapshot its answer is made of, and what the page says about a preview. */
export interface VisitorView {
  /** The live snapshot, or one with the preview's build in place of its area's live build. */
  snapshot: LiveSnapshot;
  /** The preview this browser is in, with its token (embed scripts hand it on to /remotes.json). */
  preview?: { release: PreviewRelease; token: string; expiresAt: number };
  /** A sentence for the page when a link or the kept token opens nothing, or the preview was left. */
  notice?: PreviewNotice;
  /** What the page's answer does with the cookie: keep the link's token (for `maxAgeS` seconds), or clear it. */
  cookie?: { token: string; maxAgeS: number } | 'clear';
}

/**
 * What the page says when a preview link opens nothing, or the preview was left: English messages, which the page
 * shows in its language (their translations are the shell's words, shell/src/hi.json).
 */
export const PREVIEW_NOTICES = {
  left: 'You left the preview, so you see FinTools as every visitor does.',
  forged: 'This preview link is not valid, so you see FinTools as every visitor does.',
  expired: 'This preview link has expired, so you see FinTools as every visitor does.',
  ended: 'The preview "{name}" of {area} has ended, so you see FinTools as every visitor does.',
  incompatible: 'The preview "{name}" of {area} cannot run on this shell, so you see FinTools as every visitor does.',
  checking: 'The preview "{name}" of {area} is still being checked, so you see FinTools as every visitor does.',
} as const;

/** One of PREVIEW_NOTICES, with the values of its placeholders. */
export interface PreviewNotice {
  message: (typeof PREVIEW_NOTICES)[keyof typeof PREVIEW_NOTICES];
  values?: MessageValues;
}

/** `fintools-preview=<token>` as one cookie of a Cookie header. */
function tokenInCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === PREVIEW_COOKIE) return value.join('=');
  }
  return undefined;
}

function queryValue(url: string | undefined): string | null {
  return new URL(url ?? '/', 'http://gateway.invalid').searchParams.get(PREVIEW_QUERY);
}

/**
 * Which build a browser gets: everyone gets the live snapshot; the browser holding a preview link's token (the
 * link's `?preview=`, then kept in an HttpOnly cookie) gets the preview's build of its area on every page, map,
 * catalogue and embed script, as long as the token is the gateways' own, unexpired, and the preview is still in
 * the map and can run on this shell. Decided once per request (the page, its CSP and its preloads agree).
 */
export class VisitorPreviews {
  private readonly views = new WeakMap<IncomingMessage, VisitorView>();

  constructor(
    private readonly registry: RemoteRegistry,
    private readonly tokens: PreviewTokens,
    private readonly now: () => number = Date.now,
  ) {}

  /** The view of a request (Fastify's, or the raw one helmet hands its CSP directives). */
  viewOf(request: FastifyRequest | IncomingMessage): VisitorView {
    const raw = 'raw' in request ? request.raw : request;
    let view = this.views.get(raw);
    if (!view) this.views.set(raw, (view = this.decide(raw)));
    return view;
  }

  private decide(request: IncomingMessage): VisitorView {
    const snapshot = this.registry.snapshot();
    const linked = queryValue(request.url);
    const kept = tokenInCookies(request.headers.cookie);
    if (linked === LEAVE_PREVIEW) {
      return kept === undefined
        ? { snapshot }
        : { snapshot, notice: { message: PREVIEW_NOTICES.left }, cookie: 'clear' };
    }
    // A link's token that opens nothing leaves the browser as it was (in its kept preview, if any), saying why.
    let linkNotice: PreviewNotice | undefined;
    if (linked !== null) {
      const opened = this.open(snapshot, linked);
      if ('preview' in opened) {
        const maxAgeS = Math.max(1, Math.floor((opened.preview.expiresAt - this.now()) / 1000));
        return { ...opened, cookie: { token: linked, maxAgeS } };
      }
      linkNotice = opened.notice;
    }
    if (kept === undefined) return { snapshot, ...(linkNotice ? { notice: linkNotice } : {}) };
    const opened = this.open(snapshot, kept);
    if ('preview' in opened) return { ...opened, ...(linkNotice ? { notice: linkNotice } : {}) };
    return { snapshot, notice: linkNotice ?? opened.notice, cookie: 'clear' };
  }

  private open(
    live: LiveSnapshot,
    token: string,
  ): Required<Pick<VisitorView, 'snapshot' | 'preview'>> | { notice: PreviewNotice } {
    const now = this.now();
    const claim = this.tokens.verify(token, now);
    if (claim === 'forged') return { notice: { message: PREVIEW_NOTICES.forged } };
    if (claim === 'expired') return { notice: { message: PREVIEW_NOTICES.expired } };
    const values = { name: claim.name, area: claim.area };
    const release = (live.state.previews ?? []).find((p) => p.area === claim.area && p.name === claim.name);
    if (!release || Date.parse(release.expiresAt) <= now) {
      return { notice: { message: PREVIEW_NOTICES.ended, values } };
    }
    const verdict = live.verdict(release.url);
    if (!verdict || verdict.compatible === false || verdict.tools === null) {
      const message = verdict?.compatible === false ? PREVIEW_NOTICES.incompatible : PREVIEW_NOTICES.checking;
      return { notice: { message, values } };
    }
    const expiresAt = Math.min(claim.expiresAt, Date.parse(release.expiresAt));
    return { snapshot: live.withPreview(release), preview: { release, token, expiresAt } };
  }
}

/**
 * The Set-Cookie value for a view's cookie; `secure` as the page's own request says (Fastify's `protocol`, which
 * follows TRUST_PROXY), as the language cookie's. HttpOnly: no script of a page (a tool's, a sibling's) reads it.
 * Lax: sent with the gateway's pages and the embed scripts of same-site sibling products, never another site's.
 */
export function previewCookie(cookie: NonNullable<VisitorView['cookie']>, secure: boolean): string {
  const [value, maxAgeS] = cookie === 'clear' ? ['', 0] : [cookie.token, cookie.maxAgeS];
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
