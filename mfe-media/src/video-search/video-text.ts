import { interpolate, type Translate } from '@fintools/shared/language/languages';
import type { VideoFile } from '@fintools/shared/api/media';

/**
 * A video's length as minutes and seconds, minutes uncapped (an hour reads 60:00). Fractions of a
 * second are dropped; anything that is not a non-negative finite number reads 0:00, never NaN.
 * @example formatDuration(65) // '1:05'
 * @example formatDuration(3600) // '60:00'
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * The same length for `<time dateTime>`, an ISO 8601 duration.
 * @example durationAttribute(65) // 'PT1M5S'
 */
export function durationAttribute(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `PT${minutes}M${whole % 60}S` : `PT${whole}S`;
}

/**
 * A download link's words: "{quality} · {width} × {height}", with "Original" when the provider gave no
 * quality, and the size left out (or half of it said plainly) when width or height is missing.
 * @example videoFileLabel({ quality: 'hd', width: 1920, height: 1080 }) // 'hd · 1920 × 1080'
 * @example videoFileLabel({ quality: null, width: null, height: null }) // 'Original'
 */
export function videoFileLabel(
  file: Pick<VideoFile, 'quality' | 'width' | 'height'>,
  t: Translate = interpolate,
): string {
  const quality = file.quality?.trim() || t('Original');
  const width = positive(file.width);
  const height = positive(file.height);
  if (width && height) return `${quality} · ${width} × ${height}`;
  if (width) return `${quality} · ${t('{width} px wide', { width })}`;
  if (height) return `${quality} · ${t('{height} px high', { height })}`;
  return quality;
}

function positive(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}
