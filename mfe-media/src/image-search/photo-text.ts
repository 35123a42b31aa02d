import { interpolate, type Translate } from '@fintools/shared/language/languages';

/** Longest image description on a card (docs/product.md §9: "truncated to 60 characters plus an ellipsis"). */
export const DESCRIPTION_MAX_CHARACTERS = 60;

/**
 * A card's short description: the photo's alt text, cut to 60 characters with "…" after when longer.
 * Counts characters, not UTF-16 units, so an emoji or a Devanagari conjunct's code point is never split;
 * whitespace left at the cut goes, so the ellipsis sits against the last word.
 * @example truncateDescription('Cup of masala chai on a wooden table') // unchanged
 * @example truncateDescription('a'.repeat(61)) // 'a'.repeat(60) + '…'
 */
export function truncateDescription(text: string, maxCharacters = DESCRIPTION_MAX_CHARACTERS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(clean);
  if (characters.length <= maxCharacters) return clean;
  return `${characters.slice(0, maxCharacters).join('').trimEnd()}…`;
}

/**
 * What describes a photo whose provider sent no alt text: better than an empty alt on a result. The provider's
 * own alt text is shown as it is; ours is in the page's language (`t`).
 */
export function photoAltText(alt: string, photographer: string, t: Translate = interpolate): string {
  const clean = alt.trim();
  if (clean) return clean;
  return photographer.trim()
    ? t('Photo by {photographer}', { photographer: photographer.trim() })
    : t('Untitled photo');
}
