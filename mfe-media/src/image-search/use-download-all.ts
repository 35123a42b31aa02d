import { useRef, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import type { Photo } from '../media-search/media-api';
import { DOWNLOAD_FAILED_MESSAGE, DownloadError } from '../media-search/save-file';
import { downloadAllMedium, type DownloadAllProgress } from './download-all';
import { zipFileName } from './image-files';

export interface DownloadAll {
  /** Progress while the ZIP is being put together; null when idle. */
  progress: DownloadAllProgress | null;
  /** What the last Download All did ("Saved images-tea.zip with 10 images."), for the status line. */
  outcome: string;
  start: (photos: readonly Photo[], keyword: string) => void;
}

/** Download All (medium): one ZIP at a time, its progress, and a notice naming what did not arrive. */
export function useDownloadAll(onFailure: (message: string) => void): DownloadAll {
  const [progress, setProgress] = useState<DownloadAllProgress | null>(null);
  const [outcome, setOutcome] = useState('');
  const running = useRef(false);
  const t = useT();
  const failed = (fileName: string) => t(DOWNLOAD_FAILED_MESSAGE, { fileName });

  async function run(photos: readonly Photo[], keyword: string) {
    if (running.current || photos.length === 0) return;
    running.current = true;
    setOutcome('');
    setProgress({ done: 0, total: photos.length });
    try {
      const result = await downloadAllMedium(photos, keyword, setProgress);
      if (result.savedAs) {
        const values = { file: result.savedAs, count: result.saved };
        setOutcome(
          result.saved === 1
            ? t('Saved {file} with {count} image.', values)
            : t('Saved {file} with {count} images.', values),
        );
      }
      if (!result.savedAs) onFailure(failed(zipFileName(keyword)));
      else if (result.failed.length > 0) onFailure(failed(result.failed.join(', ')));
    } catch (error) {
      onFailure(failed(error instanceof DownloadError ? error.fileName : zipFileName(keyword)));
    } finally {
      running.current = false;
      setProgress(null);
    }
  }

  return { progress, outcome, start: (photos, keyword) => void run(photos, keyword) };
}
