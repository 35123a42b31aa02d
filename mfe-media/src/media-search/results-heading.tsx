import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './media.module.css';

export interface ResultsHeadingProps {
  id: string;
  count: number;
  query: string;
  /** "image" or "video". */
  noun: string;
}

/** "10 images for “tea”", or the empty state's sentence, as the results section's heading. */
export function ResultsHeading({ id, count, query, noun }: ResultsHeadingProps) {
  return (
    <>
      <h2 id={id} className={styles.resultsHeading}>
        {formatNumberIn(count)} {count === 1 ? noun : `${noun}s`} for “{query}”
      </h2>
      {count === 0 && <p className={uiClasses.hint}>Nothing matched. Try another keyword.</p>}
    </>
  );
}
