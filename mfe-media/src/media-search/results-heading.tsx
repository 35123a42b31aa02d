import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './media.module.css';

export interface ResultsHeadingProps {
  id: string;
  count: number;
  query: string;
  /** What was searched for. */
  noun: 'image' | 'video';
}

/** The heading's sentence for each noun, one and many: whole messages, so a language orders the words itself. */
const HEADINGS = {
  image: ['{count} image for “{query}”', '{count} images for “{query}”'],
  video: ['{count} video for “{query}”', '{count} videos for “{query}”'],
} as const;

/** "10 images for “tea”", or the empty state's sentence, as the results section's heading. */
export function ResultsHeading({ id, count, query, noun }: ResultsHeadingProps) {
  const t = useT();
  return (
    <>
      <h2 id={id} className={styles.resultsHeading}>
        {t(HEADINGS[noun][count === 1 ? 0 : 1], { count: formatNumberIn(count), query })}
      </h2>
      {count === 0 && <p className={uiClasses.hint}>{t('Nothing matched. Try another keyword.')}</p>}
    </>
  );
}
