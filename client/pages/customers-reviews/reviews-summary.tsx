import type { ReviewSummary } from '../../../shared/review-summary.ts';
import { StarRating } from '../../components/star-rating.tsx';
import styles from './reviews-summary.module.css';

const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;
const decimal = (value: number) => value.toFixed(1).replace('.', ',');
const reviewsCount = (count: number) => (count === 1 ? '1\u00a0avis' : `${count}\u00a0avis`);

/**
 * What the page shows and what it leaves out, in figures computed from every review of the
 * file: the page lists five-star reviews only, so it says how many there are among all.
 */
export function ReviewsSummary({ summary, shown }: { summary: ReviewSummary; shown: number }) {
  return (
    <section className={styles.summary} aria-labelledby="reviews-summary-title">
      <h2 id="reviews-summary-title" className={styles.title}>
        Tous les avis, en chiffres
      </h2>
      <p className={styles.headline}>
        <strong>{percent(summary.fiveStarShare)}</strong> des {reviewsCount(summary.total)} déposés
        par nos clients donnent cinq étoiles ({summary.fiveStars} sur {summary.total}).
      </p>
      <p className={styles.average}>
        <StarRating value={summary.average} size="sm" />
        <span>Note moyenne de tous les avis&nbsp;: {decimal(summary.average)}&nbsp;sur&nbsp;5</span>
      </p>
      <ul className={styles.distribution} aria-label="Répartition des avis par note">
        {summary.byRate.map(({ rate, count }) => (
          <li key={rate}>
            <span className={styles.rate}>
              {rate}&nbsp;étoile{rate > 1 ? 's' : ''}
            </span>
            <meter
              min={0}
              max={summary.total}
              value={count}
              className={styles.meter}
              aria-hidden="true"
            />
            <span className={styles.count}>{reviewsCount(count)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Cette page montre les {shown} avis cinq étoiles les plus récents. Les avis de une à quatre
        étoiles n’y sont pas reproduits, mais ils comptent dans les chiffres ci-dessus.
      </p>
    </section>
  );
}
