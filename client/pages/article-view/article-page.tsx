import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format-fr.ts';
import { useClients } from '../../api/api-context.tsx';
import { articleQuery } from '../../api/queries/blog.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';

export function Component() {
  const { api } = useClients();
  const article = useSuspenseQuery(articleQuery(api, useParams().slug ?? '')).data;
  if (!article) return null;
  return (
    <article>
      <PageIntro title={article.title} lead={article.excerpt}>
        <p>
          Par {article.author}, le{' '}
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          {article.categories.map((category) => (
            <span key={category.slug}>
              {' · '}
              <Link to={`/blog/categorie/${category.slug}/page/1`}>{category.name}</Link>
            </span>
          ))}
        </p>
      </PageIntro>
      {article.cover ? (
        <ResponsiveImage picture={article.cover} sizes="(min-width: 72rem) 72rem, 100vw" priority />
      ) : null}
    </article>
  );
}
