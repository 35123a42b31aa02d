/**
 * The contract of the gateway's page tokens, for both sides of the wire (gateway/src/page-token.ts issues and
 * checks them). A page the gateway serves carries a short-lived token signed by the gateway; a tool embedded
 * in another site asks its gateway (`data-gateway`) for one at PAGE_TOKEN_PATH. `POST /api/events` (in the
 * report's `token`) and `POST /api/chat` (in the PAGE_TOKEN_HEADER header) count only requests carrying a
 * valid one: reports and chat come from pages a gateway served, not from a script.
 */

/** The header `POST /api/chat` reads the token from (allowed in CORS preflights). */
export const PAGE_TOKEN_HEADER = 'X-FinTools-Page-Token';
/** `GET`: `{ token, expiresAt }` for the caller, for a page the gateway did not serve (an embedding site). */
export const PAGE_TOKEN_PATH = '/api/page-token';
/** The `<script type="application/json">` in which the gateway writes a page's token (a JSON string). */
export const PAGE_TOKEN_ELEMENT_ID = 'fintools-page-token';
/** Longer than any token the gateway issues (~80 characters). */
export const MAX_PAGE_TOKEN_LENGTH = 200;

/** What PAGE_TOKEN_PATH answers. */
export interface PageTokenAnswer {
  token: string;
  /** When it stops being accepted, ms since the epoch. */
  expiresAt: number;
}

/** The token's form: its expiry (seconds since the epoch, base 36), a nonce and a signature, dot-separated. */
const TOKEN_FORM = /^([0-9a-z]{1,12})\.([\w-]{8,64})\.([\w-]{16,100})$/;

/**
 * When a token stops being accepted (ms since the epoch), read from its first part; undefined when the text is
 * not a token. Whether it is genuine only the gateway can tell.
 * @example pageTokenExpiresAt('sabc12.nonce-123.signature-0123456789') // 1_700_000_000_000 or so
 */
export function pageTokenExpiresAt(token: unknown): number | undefined {
  if (typeof token !== 'string' || token.length > MAX_PAGE_TOKEN_LENGTH) return undefined;
  const match = TOKEN_FORM.exec(token);
  return match ? parseInt(match[1]!, 36) * 1000 : undefined;
}

/** A token kept at least this long before its expiry is used; an older one is fetched anew. */
const SPARE_MS = 60_000;

const fetched = new Map<string, PageTokenAnswer>();

/**
 * A token for requests to `gateway` (an origin or any URL on it): the page's own when the gateway served this
 * page, else one fetched from its PAGE_TOKEN_PATH and kept until shortly before it expires. `fresh` skips both
 * (after the gateway refused one: the visitor's address changed, say). Undefined when none can be had: the
 * request then goes without, and the gateway refuses it as it would anyway.
 */
export async function pageTokenFor(gateway: string, { fresh = false } = {}): Promise<string | undefined> {
  let origin: string;
  try {
    origin = new URL(gateway).origin;
  } catch {
    return undefined;
  }
  const now = Date.now();
  const usable = (token: string | undefined) => (pageTokenExpiresAt(token) ?? 0) - SPARE_MS > now;
  if (!fresh) {
    const own = origin === browser().location?.origin ? tokenInPage() : undefined;
    if (usable(own)) return own;
    const kept = fetched.get(origin)?.token;
    if (usable(kept)) return kept;
  }
  try {
    // No cookie or credential: the gateway uses none (its answer is `no-store`).
    const response = await fetch(new URL(PAGE_TOKEN_PATH, origin), { credentials: 'omit' });
    const answer = (await response.json()) as Partial<PageTokenAnswer>;
    if (!response.ok || typeof answer.token !== 'string' || pageTokenExpiresAt(answer.token) === undefined) {
      return undefined;
    }
    fetched.set(origin, { token: answer.token, expiresAt: pageTokenExpiresAt(answer.token)! });
    return answer.token;
  } catch {
    return undefined;
  }
}

/** The page's globals, typed here: the gateway compiles this contract without the DOM's types. */
const browser = () =>
  globalThis as {
    location?: { origin: string };
    document?: { getElementById(id: string): { textContent: string | null } | null };
  };

/** The token the gateway wrote into this page, if any. */
export function tokenInPage(): string | undefined {
  const text = browser().document?.getElementById(PAGE_TOKEN_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const token: unknown = JSON.parse(text);
    return pageTokenExpiresAt(token) === undefined ? undefined : (token as string);
  } catch {
    return undefined;
  }
}
