import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { contentPageQuery } from '../../api/queries/pages.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export function Component() {
  const { api } = useClients();
  const page = useSuspenseQuery(contentPageQuery(api, useParams().slug ?? '')).data;
  if (!page) return null;
  return <PageIntro title={page.title} lead={page.description} />;
}
