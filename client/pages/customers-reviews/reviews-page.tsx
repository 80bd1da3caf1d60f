import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { reviewsFileQuery } from '../../api/queries/reviews.ts';
import { Badge } from '../../components/badge.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { ReviewsSummary } from './reviews-summary.tsx';
import styles from './reviews-page.module.css';

/**
 * /avis-clients: five-star reviews, first 40 (spec §5), under a summary of every review of the
 * file. No review markup in the JSON-LD: stars about ourselves are self-serving (DESIGN §12).
 * When the file cannot be read the page stays quiet (spec §8).
 */
export function Component() {
  const def = useRouteDef();
  const { shown, summary } = useSuspenseQuery(reviewsFileQuery(useClients().reviews)).data;
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      {summary ? <ReviewsSummary summary={summary} shown={shown.length} /> : null}
      {shown.length > 0 ? (
        <section aria-labelledby="reviews-list-title">
          <h2 id="reviews-list-title">Les derniers avis cinq étoiles</h2>
          <ul className={styles.reviews}>
            {shown.map((review) => (
              <li key={review.id}>
                <article className={styles.review}>
                  <StarRating value={review.rate} size="sm" />
                  <h3 className={styles.title}>{review.title}</h3>
                  <p className={styles.content}>{review.content}</p>
                  <p className={styles.byline}>
                    {review.author}, {review.city} ·{' '}
                    <time dateTime={review.publish_date}>{review.publishedOn}</time>
                    {review.verified ? (
                      <>
                        {' '}
                        <Badge tone="positive">Client vérifié</Badge>
                      </>
                    ) : null}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
