import { createHmac, timingSafeEqual } from 'node:crypto';
import { AREA_NAME_PATTERN } from '@fintools/shared/catalogue/catalogue';
import { MAX_PREVIEW_DAYS, PREVIEW_NAME_PATTERN } from '../release/release-state';

/** What a preview link names: an area's preview, and when the link stops opening it. */
export interface PreviewClaim {
  area: string;
  name: string;
  expiresAt: number;
}

/** Why a link opens no preview: its signature is not the gateways', its time is over, or it is not a token. */
export type TokenRefusal = 'forged' | 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest token accepted: no key, however it leaked, mints a link for longer than a preview may last. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Preview links' tokens: `<area>.<name>.<expiry>.<signature>`, the expiry in base-36 seconds and the signature an
 * HMAC-SHA256 of the three with PAGE_TOKEN_SECRET, the secret every gateway shares (so `pnpm release`, run with
 * the gateways' environment, signs a link any of them accepts). Unlike a page token it is not bound to a client:
 * a team posts the link for its reviewers. What it opens is looked up in the map on every page, so dropping the
 * preview ends every link to it at once.
 */
export class PreviewTokens {
  constructor(private readonly secret: Buffer) {}

  sign(area: string, name: string, expiresAt: number): string {
    const expiry = Math.floor(expiresAt / 1000).toString(36);
    return `${area}.${name}.${expiry}.${this.signature(area, name, expiry)}`;
  }

  /** The preview `token` names, or why it names none. `now` decides expiry; MAX_PREVIEW_DAYS caps it. */
  verify(token: unknown, now: number): PreviewClaim | TokenRefusal {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return 'forged';
    const [area = '', name = '', expiry = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !AREA_NAME_PATTERN.test(area) || !PREVIEW_NAME_PATTERN.test(name)) return 'forged';
    if (!/^[0-9a-z]{1,9}$/.test(expiry)) return 'forged';
    const expected = Buffer.from(this.signature(area, name, expiry));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    const expiresAt = parseInt(expiry, 36) * 1000;
    // Signed, but naming a time beyond what any preview may last: as good as forged.
    if (expiresAt > now + MAX_PREVIEW_DAYS * DAY_MS + 60_000) return 'forged';
    if (expiresAt <= now) return 'expired';
    return { area, name, expiresAt };
  }

  private signature(area: string, name: string, expiry: string): string {
    return createHmac('sha256', this.secret)
      .update(`fintools-preview\0${area}\0${name}\0${expiry}`)
      .digest('base64url');
  }
}
