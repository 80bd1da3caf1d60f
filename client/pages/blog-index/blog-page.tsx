import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouteDef } from '../../router/router-context.tsx';
import { useClients } from '../../api/api-context.tsx';
import { blogPageQuery } from '../../api/queries/blog.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ArticleList } from './article-list.tsx';

/** /blog/page/{page}: live articles, newest first, 12 a page (spec §5, §9). */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const page = Number(useParams().page);
  const { articles, pagination } = useSuspenseQuery(blogPageQuery(api, page)).data;
  return (
    <>
      <PageIntro
        title={page > 1 ? `${def.title} – page ${page}` : def.title}
        lead={def.description}
      />
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
