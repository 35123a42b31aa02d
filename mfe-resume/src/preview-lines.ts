// What the preview's basic template shows, derived from the personal details: the name, the summary,
// email and phone on one line, the two websites on another, the location (docs/product.md §2 "Resume Builder").
import { emailHref, phoneHref, websiteHref } from './preview-links';
import type { PersonalDetails } from './resume-model';

/** One item of a line: the visitor's text, and an href only when it is safe to link (see preview-links). */
export interface PreviewPart {
  key: 'email' | 'phone' | 'website1' | 'website2';
  text: string;
  href: string | null;
}

export interface ResumePreview {
  name: string;
  summary: string;
  /** Email and phone; only the ones filled in, so a line never starts or ends with a separator. */
  contactLine: PreviewPart[];
  /** LinkedIn and GitHub, likewise. */
  websiteLine: PreviewPart[];
  location: string;
  /** Nothing filled in: the template has nothing to show. */
  isEmpty: boolean;
}

/** The separator between the parts of a line. */
export const LINE_SEPARATOR = ' | ';

function part(key: PreviewPart['key'], raw: string, toHref: (text: string) => string | null): PreviewPart[] {
  const text = raw.trim();
  return text === '' ? [] : [{ key, text, href: toHref(text) }];
}

/**
 * The preview of a resume's personal details. Blank and whitespace-only fields are left out.
 * @example buildResumePreview({ ...blank, phone: ' 98765 43210 ' }).contactLine
 *   // [{ key: 'phone', text: '98765 43210', href: 'tel:9876543210' }]
 */
export function buildResumePreview(details: PersonalDetails): ResumePreview {
  const name = details.name.trim();
  const summary = details.summary.trim();
  const location = details.location.trim();
  const contactLine = [...part('email', details.email, emailHref), ...part('phone', details.phone, phoneHref)];
  const websiteLine = [
    ...part('website1', details.website1, websiteHref),
    ...part('website2', details.website2, websiteHref),
  ];
  return {
    name,
    summary,
    contactLine,
    websiteLine,
    location,
    isEmpty: name === '' && summary === '' && location === '' && contactLine.length === 0 && websiteLine.length === 0,
  };
}
