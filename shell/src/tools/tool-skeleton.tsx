import styles from './tools.module.css';

/**
 * Holds the screen's place while its remote loads, so nothing jumps when it arrives: the tool's title
 * where the screen's heading will be (plain text, not a heading: the tool is not there yet) and the
 * outline of a form. The gateway sends the same markup in the page's HTML (the build prerenders it), so
 * this is what a visitor sees first.
 */
export function ToolSkeleton({ title }: { title: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading tool">
      <p className={styles.skeletonTitle}>{title}</p>
      <div className={styles.skeletonCard}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonButton} />
      </div>
    </div>
  );
}
