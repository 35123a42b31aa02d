import type { PhotoSize } from '../media-search/media-api';

/**
 * The name a saved picture gets (docs/product.md §7): `image-{id}-{sizeName}.jpg` for one size,
 * `image-{id}.jpg` inside the Download All ZIP.
 * @example imageFileName(1001, 'large2x') // 'image-1001-large2x.jpg'
 * @example imageFileName(1001) // 'image-1001.jpg'
 */
export function imageFileName(id: number, size?: PhotoSize): string {
  return size ? `image-${id}-${size}.jpg` : `image-${id}.jpg`;
}

/** Longest keyword part of a ZIP's name, so a pasted paragraph does not make a 300-character file name. */
const KEYWORD_MAX_CHARACTERS = 40;

/**
 * The Download All ZIP's name: `images-{keyword}.zip`, with the characters no file system takes (and
 * spaces) turned into hyphens; `images.zip` when nothing is left.
 * @example zipFileName('masala chai') // 'images-masala-chai.zip'
 */
export function zipFileName(keyword: string): string {
  const slug = Array.from(
    keyword
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|\s.]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, ''),
  )
    .slice(0, KEYWORD_MAX_CHARACTERS)
    .join('')
    .replace(/-$/, '');
  return slug ? `images-${slug}.zip` : 'images.zip';
}
