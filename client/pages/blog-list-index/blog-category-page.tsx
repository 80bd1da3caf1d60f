import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '../../router/router-context.tsx';
import { useClients } from '../../api/api-context.tsx';
import { blogCategoryQuery } from '../../api/queries/blog.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { categoryTrail } from '../../content/content-trails.ts';
import { ArticleList } from '../blog-index/article-list.tsx';

/** /blog/categorie/{category}/page/{page}: a category's live articles (an empty one is a 404). */
export function Component() {
  const { api } = useClients();
  const { category = '', page: rawPage } = useParams();
  const page = Number(rawPage);
  const list = useSuspenseQuery(blogCategoryQuery(api, category, page)).data;
  // the loader answered 404 already: nothing to draw
  if (!list) return null;
  const { name, description } = list.category;
  return (
    <>
      <Breadcrumbs trail={categoryTrail(list.category)} />
      <PageIntro title={page > 1 ? `${name} – page ${page}` : name} lead={description} />
      <ArticleList articles={list.articles} />
      <Pagination
        page={page}
        pageCount={list.pagination.pageCount}
        hrefFor={(n) => `/blog/categorie/${list.category.slug}/page/${n}`}
        label={`Pages de la catégorie ${name}`}
      />
    </>
  );
}
