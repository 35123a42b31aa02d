import { clampMediaCount, DEFAULT_MEDIA_COUNT } from '@fintools/shared/api/media';

/**
 * The count field's text as the number a search sends: blank (or unreadable) is the default, anything
 * else is clamped into 1–80 rather than refused (docs/product.md §5: "The count is clamped to 1 to 80").
 * @example mediaCountFromText('200') // 80
 * @example mediaCountFromText('0') // 1
 * @example mediaCountFromText('') // 10
 */
export function mediaCountFromText(text: string): number {
  const digits = text.trim();
  if (!/^[0-9]+$/.test(digits)) return DEFAULT_MEDIA_COUNT;
  return clampMediaCount(Number(digits));
}
