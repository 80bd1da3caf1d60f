import { cx } from './class-names.ts';
import styles from './star-rating.module.css';

const star = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
// the left half of the same star: a half star needs no clip path (and no id to keep unique)
const halfStar = 'M12 2.5L9.1 8.6l-6.6.8 4.9 4.6-1.3 6.6 5.9-3.3z';

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
        {[0, 1, 2, 3, 4].map((index) => {
          const filled = halves - index * 2;
          return (
            <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={star} className={styles.empty} />
              {filled >= 2 ? <path d={star} className={styles.full} /> : null}
              {filled === 1 ? <path d={halfStar} className={styles.full} /> : null}
            </svg>
          );
        })}
      </span>
      {count !== undefined ? (
        <span className={styles.count}>
          {decimal(value)} ({count}&nbsp;avis)
        </span>
      ) : null}
    </span>
  );
}
