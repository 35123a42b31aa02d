import { useRef, useState } from 'react';
import type { Photo } from '../media-search/media-api';
import { DownloadError } from '../media-search/save-file';
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

  async function run(photos: readonly Photo[], keyword: string) {
    if (running.current || photos.length === 0) return;
    running.current = true;
    setOutcome('');
    setProgress({ done: 0, total: photos.length });
    try {
      const result = await downloadAllMedium(photos, keyword, setProgress);
      if (result.savedAs) {
        setOutcome(`Saved ${result.savedAs} with ${result.saved} ${result.saved === 1 ? 'image' : 'images'}.`);
      }
      if (!result.savedAs) onFailure(new DownloadError(zipFileName(keyword)).message);
      else if (result.failed.length > 0) onFailure(`Couldn't download ${result.failed.join(', ')}.`);
    } catch (error) {
      onFailure(error instanceof DownloadError ? error.message : new DownloadError(zipFileName(keyword)).message);
    } finally {
      running.current = false;
      setProgress(null);
    }
  }

  return { progress, outcome, start: (photos, keyword) => void run(photos, keyword) };
}
