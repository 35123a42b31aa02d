/** How many results a search asks for (docs/product.md §9: "Image and video count range 1 to 80, default 10"). */
export const MIN_MEDIA_COUNT = 1;
export const MAX_MEDIA_COUNT = 80;
export const DEFAULT_MEDIA_COUNT = 10;

/**
 * The count field's text as the number a search sends: blank (or unreadable) is the default, anything
 * else is clamped into 1–80 rather than refused (docs/product.md §5: "The count is clamped to 1 to 80").
 * @example clampMediaCount('200') // 80
 * @example clampMediaCount('0') // 1
 * @example clampMediaCount('') // 10
 */
export function clampMediaCount(text: string): number {
  const digits = text.trim();
  if (!/^[0-9]+$/.test(digits)) return DEFAULT_MEDIA_COUNT;
  const value = Number(digits);
  return Math.min(MAX_MEDIA_COUNT, Math.max(MIN_MEDIA_COUNT, value));
}
