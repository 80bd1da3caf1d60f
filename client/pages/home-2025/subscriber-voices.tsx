import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { highlightedReviews, reviewsFileQuery } from '../../api/queries/reviews.ts';
import { Link } from '../../components/link.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import styles from './subscriber-voices.module.css';

const voices = 3;
const decimal = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * /gui's reviews (the 2025 design): the mark of every review of the file, then the five-star
 * reviews after those the home page highlights, so that the two pages say their own (ADR 050).
 */
export function SubscriberVoices({ className }: { className?: string }) {
  const { shown, summary } = useSuspenseQuery(reviewsFileQuery(useClients().reviews)).data;
  const reviews = shown.slice(highlightedReviews, highlightedReviews + voices);
  if (!summary || reviews.length === 0) return null;
  return (
    <section aria-labelledby="gui-voices" className={className}>
      <div className={styles.head}>
        <h2 id="gui-voices">La parole à nos abonnés</h2>
        <p className={styles.mark}>
          <StarRating value={summary.average} size="sm" />
          <span>
            {decimal(summary.average)}&nbsp;sur&nbsp;5, la note moyenne de {summary.total}&nbsp;avis
          </span>
        </p>
      </div>
      <ul className={styles.voices}>
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className={styles.voice}>
              <blockquote className={styles.quote}>
                <p className={styles.title}>«&nbsp;{review.title}&nbsp;»</p>
                <p>{review.content}</p>
              </blockquote>
              <figcaption className={styles.author}>
                {review.author}, {review.city}, le{' '}
                <time dateTime={review.publish_date}>{review.publishedOn}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/avis-clients">Lire les avis de nos clients, note par note</Link>
      </p>
    </section>
  );
}
