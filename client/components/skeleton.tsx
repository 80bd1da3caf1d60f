import { cx } from './class-names.ts';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** text: lines of text; block: a picture or a card; circle: an avatar */
  shape?: 'text' | 'block' | 'circle';
  /** for text: how many lines (the last one shorter) */
  lines?: number;
  className?: string;
}

/**
 * A placeholder of the size of what is coming, so that nothing moves when it arrives. Hidden
 * from assistive tech: the region that waits says so itself (`aria-busy`).
 */
export function Skeleton({ shape = 'text', lines = 1, className }: SkeletonProps) {
  if (shape !== 'text')
    return <span aria-hidden="true" className={cx(styles.skeleton, styles[shape], className)} />;
  return (
    <span aria-hidden="true" className={cx(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={cx(
            styles.skeleton,
            styles.line,
            index === lines - 1 && lines > 1 && styles.last,
          )}
        />
      ))}
    </span>
  );
}

/** The shape of a recipe card while its data loads. */
export function RecipeCardSkeleton() {
  return (
    <span aria-hidden="true" className={styles.card}>
      <Skeleton shape="block" className={styles.cover} />
      <span className={styles.cardBody}>
        <Skeleton lines={2} />
        <Skeleton className={styles.short} />
      </span>
    </span>
  );
}
