import type { ScreenIntro } from '@fintools/shared/catalogue/tool-entry';
import intro from '@fintools/shared/ui/screen-intro.module.css';
import styles from './tools.module.css';
import { useT } from '@fintools/shared/ui/language';

/**
 * Holds the screen's place while its remote loads, so nothing jumps when it arrives: the tool's title
 * where the screen's heading will be (plain text, not a heading: the tool is not there yet), its summary
 * where the screen's will be, and the outline of a form. The gateway sends the same markup in the page's
 * HTML (its first paint is rendered with this component, server/render-page.tsx), so this is what a visitor sees first.
 *
 * The summary is also what keeps Largest Contentful Paint at that first paint: it is the largest text
 * on a tool page, and the screen's own copy, the same size in the same place, is not larger.
 */
export function ToolSkeleton({ title, summary }: ScreenIntro) {
  const t = useT();
  return (
    // data-tool-skeleton: what browser checks wait on in any language.
    <div className={styles.skeleton} role="status" aria-label={t('Loading tool')} data-tool-skeleton="">
      <p className={intro.title}>{title}</p>
      <p className={intro.summary}>{summary}</p>
      <div className={styles.skeletonCard}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonButton} />
      </div>
    </div>
  );
}
