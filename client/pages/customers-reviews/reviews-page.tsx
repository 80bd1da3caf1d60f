import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format-fr.ts';
import { useClients } from '../../api/api-context.tsx';
import { reviewsQuery } from '../../api/queries/reviews.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

export function Component() {
  const def = useRouteDef();
  const reviews = useSuspenseQuery(reviewsQuery(useClients().reviews)).data;
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      <ul>
        {reviews.map((review) => (
          <li key={review.id}>
            <strong>{review.title}</strong> — {review.author}, {review.city},{' '}
            <time dateTime={review.publish_date}>{formatDate(review.publish_date)}</time>
            <p>{review.content}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
