import { useId } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen } from '@fintools/shared/ui/screen';
import type { Video } from '@fintools/shared/api/media';
import { searchVideos } from '../media-search/media-api';
import { ResultsHeading } from '../media-search/results-heading';
import { SearchForm } from '../media-search/search-form';
import { SearchNotice } from '../media-search/search-notice';
import { useMediaSearch } from '../media-search/use-media-search';
import { VideoCard } from './video-card';
import styles from '../media-search/media.module.css';

/** docs/product.md §8: the one message Video Search shows under its keyword. */
export const VIDEO_KEYWORD_MESSAGE = 'Please enter a keyword to search.';

/** Video Search (/video-downloader): stock videos through the gateway, each file a download link. */
export default function VideoSearchScreen() {
  const form = useMediaSearch<Video>({ search: searchVideos, blankKeywordMessage: VIDEO_KEYWORD_MESSAGE });
  const headingId = useId();
  const videos = form.results?.items ?? [];

  return (
    <Screen {...toolIntro('videos')}>
      <SearchForm form={form} label="Search videos" countLabel="Video count" buttonLabel="Search Videos" />
      <SearchNotice message={form.notice} onDismiss={form.dismissNotice} online={form.online} />
      {form.results && (
        <section aria-labelledby={headingId} className={styles.results}>
          <div className={styles.resultsBar}>
            <ResultsHeading id={headingId} count={videos.length} query={form.results.query} noun="video" />
          </div>
          {videos.length > 0 && (
            <ul className={`${styles.grid} ${styles.gridTop}`} aria-labelledby={headingId}>
              {videos.map((video) => (
                <li key={video.id} className={styles.gridItem}>
                  <VideoCard video={video} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Screen>
  );
}
