import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { blogCategoryQuery } from '../../api/queries/blog.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ArticleList } from '../blog-index/article-list.tsx';

export function Component() {
  const { api } = useClients();
  const { category = '', page: rawPage } = useParams();
  const page = Number(rawPage);
  const list = useSuspenseQuery(blogCategoryQuery(api, category, page)).data;
  if (!list) return null;
  return (
    <>
      <PageIntro title={list.category.name} lead={list.category.description} />
      <ArticleList articles={list.articles} />
      <Pagination
        page={page}
        pageCount={list.pagination.pageCount}
        hrefFor={(n) => `/blog/categorie/${category}/page/${n}`}
        label={`Pages de la catégorie ${list.category.name}`}
      />
    </>
  );
}
