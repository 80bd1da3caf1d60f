import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export function Component() {
  const { api } = useClients();
  const segments = (useParams()['*'] ?? '').split('/');
  const faq = useSuspenseQuery(faqPageQuery(api, segments)).data;
  if (!faq) return null;
  const title =
    faq.kind === 'article'
      ? faq.article.title
      : faq.kind === 'subsection'
        ? faq.subsection.title
        : faq.section.title;
  return (
    <>
      <nav aria-label="Fil d’Ariane">
        <Link to="/faq">Aide</Link> ›{' '}
        <Link to={`/faq/${faq.section.slug}`}>{faq.section.title}</Link>
      </nav>
      <PageIntro title={title} />
    </>
  );
}
