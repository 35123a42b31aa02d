import styles from './tools.module.css';

/** Holds the screen's place while its remote loads, so nothing jumps when it arrives. */
export function ToolSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading tool">
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonCard}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonButton} />
      </div>
    </div>
  );
}
