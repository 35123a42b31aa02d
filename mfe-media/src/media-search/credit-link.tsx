import { Fragment, type ReactNode } from 'react';
import type { Translate } from '@fintools/shared/language/languages';

/**
 * A credit link to the provider's site, in a new tab (Pexels asks for "Photo by … on Pexels" with
 * links), or plain words when the provider sent no address.
 */
export function CreditLink({ href, children }: { href: string; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** Private-use marks a translated sentence carries where its elements go: never typed, never in a catalogue. */
const MARK = '\uE000';

/**
 * A sentence in the page's language with elements in it: each `{name}` of the message becomes `parts[name]`
 * (a credit link), wherever the language puts it ("Photo by {photographer} on {site}" →
 * "{photographer} की फ़ोटो, {site} पर").
 */
export function sentenceWith(t: Translate, message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const names = Object.keys(parts);
  const text = t(message, Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  return text
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[names[Number(piece)]!]}</Fragment> : piece));
}
