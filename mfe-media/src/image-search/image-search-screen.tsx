import { useId } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { useT } from '@fintools/shared/ui/language';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { searchImages, type Photo } from '../media-search/media-api';
import { ResultsHeading } from '../media-search/results-heading';
import { SearchForm } from '../media-search/search-form';
import { SearchNotice } from '../media-search/search-notice';
import { useMediaSearch } from '../media-search/use-media-search';
import { ImageCard } from './image-card';
import { useDownloadAll } from './use-download-all';
import styles from '../media-search/media.module.css';

/** Image Search (/image-downloader): stock photos through the gateway, one size or all of them as a ZIP. */
export default function ImageSearchScreen() {
  const form = useMediaSearch<Photo>({ search: searchImages });
  const downloadAll = useDownloadAll(form.showNotice);
  const headingId = useId();
  const progressId = useId();
  const photos = form.results?.items ?? [];
  const progress = downloadAll.progress;
  const t = useT();

  return (
    <Screen {...toolIntro('images')}>
      <SearchForm form={form} label="Search images" countLabel="Image count" buttonLabel="Search Images" />
      <SearchNotice message={form.notice} onDismiss={form.dismissNotice} online={form.online} />
      {form.results && (
        <section aria-labelledby={headingId} className={styles.results}>
          <div className={styles.resultsBar}>
            <ResultsHeading id={headingId} count={photos.length} query={form.results.query} noun="image" />
            {photos.length > 0 && (
              <button
                type="button"
                className={uiClasses.button}
                disabled={progress !== null}
                onClick={() => downloadAll.start(photos, form.results?.query ?? '')}
              >
                {t('Download All (medium)')}
              </button>
            )}
          </div>
          {/* Always present, so the progress and the outcome are announced as they change. */}
          <div role="status" className={styles.progress}>
            {progress ? (
              <>
                <label htmlFor={progressId}>
                  {t('Downloading {current} of {total}…', {
                    current: formatNumberIn(Math.min(progress.done + 1, progress.total)),
                    total: formatNumberIn(progress.total),
                  })}
                </label>
                <progress id={progressId} max={progress.total} value={progress.done} />
              </>
            ) : (
              downloadAll.outcome
            )}
          </div>
          {photos.length > 0 && (
            <ul className={styles.grid} aria-labelledby={headingId}>
              {photos.map((photo) => (
                <li key={photo.id} className={styles.gridItem}>
                  <ImageCard photo={photo} onDownloadFailed={form.showNotice} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Screen>
  );
}
