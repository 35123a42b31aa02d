import { useId, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { PHOTO_SIZES, type PhotoSize } from '@fintools/shared/api/media';
import type { Photo } from '../media-search/media-api';
import { DOWNLOAD_FAILED_MESSAGE, DownloadError, downloadPicture } from '../media-search/save-file';
import { CreditLink, sentenceWith } from '../media-search/credit-link';
import { imageFileName } from './image-files';
import { photoAltText, truncateDescription } from './photo-text';
import styles from '../media-search/media.module.css';

const SIZE_NAMES: Record<PhotoSize, string> = {
  original: 'Original',
  large2x: 'Large 2x',
  large: 'Large',
  medium: 'Medium',
  small: 'Small',
  portrait: 'Portrait',
  landscape: 'Landscape',
  tiny: 'Tiny',
};

export interface ImageCardProps {
  photo: Photo;
  /** Says which file failed, in the screen's notice. */
  onDownloadFailed: (message: string) => void;
}

/**
 * One result: the medium picture, its description, the credit Pexels asks for, and a Download Sizes
 * choice that saves `image-{id}-{size}.jpg`.
 */
export function ImageCard({ photo, onDownloadFailed }: ImageCardProps) {
  const descriptionId = useId();
  const sizeId = useId();
  const sizes = PHOTO_SIZES.filter((size) => photo.src[size]);
  const [size, setSize] = useState<PhotoSize>(sizes[0] ?? 'medium');
  const [downloading, setDownloading] = useState(false);
  const t = useT();
  const alt = photoAltText(photo.alt, photo.photographer, t);
  const description = truncateDescription(alt);

  async function download() {
    const url = photo.src[size];
    const fileName = imageFileName(photo.id, size);
    setDownloading(true);
    try {
      if (!url) throw new DownloadError(fileName);
      await downloadPicture(url, fileName);
    } catch {
      onDownloadFailed(t(DOWNLOAD_FAILED_MESSAGE, { fileName }));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className={styles.card} aria-labelledby={descriptionId}>
      <div className={styles.thumbnail}>
        <img
          src={photo.src.medium}
          alt={alt}
          loading="lazy"
          decoding="async"
          {...(photo.width > 0 && photo.height > 0 ? { width: photo.width, height: photo.height } : {})}
        />
      </div>
      <div className={styles.cardBody}>
        <p id={descriptionId} className={styles.description} title={description === alt ? undefined : alt}>
          {description}
        </p>
        <p className={styles.credit}>
          {sentenceWith(t, 'Photo by {photographer} on {site}', {
            photographer: (
              <CreditLink href={photo.photographerUrl}>
                {photo.photographer.trim() || t('an unnamed photographer')}
              </CreditLink>
            ),
            site: <CreditLink href={photo.pageUrl}>Pexels</CreditLink>,
          })}
        </p>
        <div className={styles.download}>
          <label htmlFor={sizeId} className={styles.downloadLabel}>
            {t('Download Sizes')}
          </label>
          <div className={styles.downloadRow}>
            <select
              id={sizeId}
              className={styles.select}
              value={size}
              onChange={(event) => setSize(event.currentTarget.value as PhotoSize)}
            >
              {sizes.map((name) => (
                <option key={name} value={name}>
                  {t(SIZE_NAMES[name])}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={`${uiClasses.secondaryButton} ${styles.downloadButton}`}
              disabled={downloading}
              aria-describedby={descriptionId}
              onClick={() => void download()}
            >
              {downloading ? t('Saving…') : t('Download')}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
