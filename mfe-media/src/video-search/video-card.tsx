import { useId, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { CreditLink, sentenceWith } from '../media-search/credit-link';
import type { Video } from '@fintools/shared/api/media';
import { durationAttribute, formatDuration, videoFileLabel } from './video-text';
import styles from '../media-search/media.module.css';

/**
 * One video: its preview picture with the length, who made it, and a Download Sizes disclosure listing
 * each file. Files are plain links (docs/product.md §7): the provider's CDN is another origin, so the browser opens
 * the video in a new tab, where it can be saved, rather than fetching megabytes into memory here.
 */
export function VideoCard({ video }: { video: Video }) {
  const creditId = useId();
  const filesId = useId();
  const [open, setOpen] = useState(false);
  const author = video.user.name.trim();
  const t = useT();
  const alt = author ? t('Video by {author}', { author }) : t('Video preview');

  return (
    <article className={styles.card} aria-labelledby={creditId}>
      <div className={styles.thumbnail}>
        {video.image ? (
          <img src={video.image} alt={alt} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noPreview}>{t('No preview')}</span>
        )}
        <p className={styles.duration}>
          <span className={uiClasses.srOnly}>{t('Duration')} </span>
          <time dateTime={durationAttribute(video.duration)}>{formatDuration(video.duration)}</time>
        </p>
      </div>
      <div className={styles.cardBody}>
        <p id={creditId} className={styles.credit}>
          {sentenceWith(t, 'Video by {author} on {site}', {
            author: <CreditLink href={video.user.url}>{author || t('an unnamed creator')}</CreditLink>,
            site: <CreditLink href={video.url}>Pexels</CreditLink>,
          })}
        </p>
        <div className={styles.download}>
          <button
            type="button"
            className={`${uiClasses.secondaryButton} ${styles.disclosure}`}
            aria-expanded={open}
            aria-controls={open ? filesId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t('Download Sizes')}
            <span aria-hidden="true" className={styles.chevron}>
              {open ? '▴' : '▾'}
            </span>
          </button>
          {open && (
            <ul id={filesId} className={styles.fileList}>
              {video.files.map((file) => (
                <li key={file.id}>
                  <a href={file.link} target="_blank" rel="noopener noreferrer" download className={styles.fileLink}>
                    {videoFileLabel(file, t)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
