import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { blogPageQuery } from '../../api/queries/blog.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';
import { ArticleList } from './article-list.tsx';

export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const page = Number(useParams().page);
  const { articles, pagination } = useSuspenseQuery(blogPageQuery(api, page)).data;
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      <ArticleList articles={articles} />
      <Pagination
        page={page}
        pageCount={pagination.pageCount}
        hrefFor={(n) => `/blog/page/${n}`}
        label="Pages du blog"
      />
    </>
  );
}
