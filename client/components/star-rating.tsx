import { cx } from './class-names.ts';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** the average, out of 5 */
  value: number;
  /** how many reviews make the average; shown when given */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const decimal = (value: number) => value.toFixed(1).replace('.', ',');

/** Five stars, to the nearest half, with the exact mark for assistive tech (« 4,6 sur 5 »). */
export function StarRating({ value, count, size = 'md', className }: StarRatingProps) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return (
    <span className={cx(styles.rating, styles[size], className)}>
      <span role="img" aria-label={`Note\u00a0: ${decimal(value)} sur 5`} className={styles.stars}>
        <span className={cx(styles.fill, styles[`h${halves}`])} />
      </span>
      {count !== undefined ? (
        <span className={styles.count}>
          {decimal(value)} ({count}&nbsp;avis)
        </span>
      ) : null}
    </span>
  );
}
