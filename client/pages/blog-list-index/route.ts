import { blogCategoryQuery } from '../../api/queries/blog.ts';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../../routes/page-param.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './blog-category-page.tsx';

export async function loader({ params, deps: { ensure, clients } }: PageLoadArgs) {
  const page = pageParam(params.page);
  const list = await ensure(blogCategoryQuery(clients.api, params.category ?? '', page));
  // spec §5: an empty list is an error (DECISIONS: a 404 page)
  if (!list || list.articles.length === 0) notFound();
}
