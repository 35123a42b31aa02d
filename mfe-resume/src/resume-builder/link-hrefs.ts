// Turns what a visitor typed into the href of a link in the resume preview, or null when it must stay
// plain text. The preview shows the visitor's own text either way; only the href is normalised.
//
// Security: the result is null or starts with "mailto:", "tel:", "https://" or "http://". A value with
// any other scheme (javascript:, data:, vbscript:, file:…) never becomes a link.

/**
 * A practical address check, not RFC 5322: letters, digits and . _ + ' - before the @, a domain with a
 * letter TLD after it. Characters that mean something in a mailto: URL (? # % &) are left out on purpose.
 */
const EMAIL = /^[A-Za-z0-9._+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whitespace and RFC 3966's visual separators ( - . ( ) ), plus the dashes word processors type. */
const PHONE_SEPARATORS = /[\s\-.()\u2010-\u2015]/g;
/** A leading + and 3 to 15 digits (E.164's maximum); 3 keeps short numbers such as 112 callable. */
const PHONE = /^\+?\d{3,15}$/;

/** A scheme at the start ("javascript:", "https:"), per RFC 3986. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** "host:port…" looks like a scheme to the pattern above; a digit right after the colon means a port. */
const HOST_WITH_PORT = /^[A-Za-z][A-Za-z0-9+.-]*:\d/;
/** Whitespace or control characters: browsers strip some of them from URLs, so they could hide a scheme. */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;
/** A domain name with a letter TLD (or an IDN TLD), as the URL parser writes a hostname: lower case, punycode. */
const PLAUSIBLE_HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * `mailto:` href for something that looks like an email address, else null.
 * @example emailHref(' asha@example.in ') // 'mailto:asha@example.in'
 * @example emailHref('asha at example') // null
 */
export function emailHref(text: string): string | null {
  const email = text.trim();
  return EMAIL.test(email) ? `mailto:${email}` : null;
}

/**
 * `tel:` href with the visual separators removed, when what is left is digits with an optional leading +.
 * @example phoneHref('+91 98765-43210') // 'tel:+919876543210'
 * @example phoneHref('call me') // null
 */
export function phoneHref(text: string): string | null {
  const number = text.trim().replace(PHONE_SEPARATORS, '');
  return PHONE.test(number) ? `tel:${number}` : null;
}

/**
 * An http(s) href for a website: a bare address gets https://, http:// is kept. Anything with another
 * scheme, credentials, or without a plausible domain name stays plain text (null).
 * @example websiteHref('linkedin.com/in/asha') // 'https://linkedin.com/in/asha'
 * @example websiteHref('javascript:alert(1)') // null
 */
export function websiteHref(text: string): string | null {
  const address = text.trim();
  if (address === '' || WHITESPACE_OR_CONTROL.test(address)) return null;

  let candidate: string;
  const scheme = SCHEME.exec(address)?.[1]?.toLowerCase();
  if (address.startsWith('//')) candidate = `https:${address}`;
  else if (scheme === 'http' || scheme === 'https') candidate = address;
  else if (scheme !== undefined && !HOST_WITH_PORT.test(address)) return null;
  else candidate = `https://${address}`;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // "https://linkedin.com@evil.example" reads as LinkedIn but goes elsewhere.
  if (url.username !== '' || url.password !== '') return null;
  if (!PLAUSIBLE_HOST.test(url.hostname)) return null;
  return url.href;
}
