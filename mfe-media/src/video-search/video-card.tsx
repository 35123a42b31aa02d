import { useId, useState } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import { CreditLink } from '../media-search/credit-link';
import type { Video } from '../media-search/media-api';
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
  const alt = author ? `Video by ${author}` : 'Video preview';

  return (
    <article className={styles.card} aria-labelledby={creditId}>
      <div className={styles.thumbnail}>
        {video.image ? (
          <img src={video.image} alt={alt} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noPreview}>No preview</span>
        )}
        <p className={styles.duration}>
          <span className={uiClasses.srOnly}>Duration </span>
          <time dateTime={durationAttribute(video.duration)}>{formatDuration(video.duration)}</time>
        </p>
      </div>
      <div className={styles.cardBody}>
        <p id={creditId} className={styles.credit}>
          Video by <CreditLink href={video.user.url}>{author || 'an unnamed creator'}</CreditLink> on{' '}
          <CreditLink href={video.url}>Pexels</CreditLink>
        </p>
        <div className={styles.download}>
          <button
            type="button"
            className={`${uiClasses.secondaryButton} ${styles.disclosure}`}
            aria-expanded={open}
            aria-controls={open ? filesId : undefined}
            onClick={() => setOpen(!open)}
          >
            Download Sizes
            <span aria-hidden="true" className={styles.chevron}>
              {open ? '▴' : '▾'}
            </span>
          </button>
          {open && (
            <ul id={filesId} className={styles.fileList}>
              {video.files.map((file) => (
                <li key={file.id}>
                  <a href={file.link} target="_blank" rel="noopener noreferrer" download className={styles.fileLink}>
                    {videoFileLabel(file)}
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
