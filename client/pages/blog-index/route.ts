import { blogPageQuery } from '../../api/queries/blog.ts';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../../routes/page-param.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './blog-page.tsx';

export async function loader({ params, deps: { ensure, clients } }: PageLoadArgs) {
  const page = pageParam(params.page);
  const { pagination } = await ensure(blogPageQuery(clients.api, page));
  // spec §5: an empty list is an error (DECISIONS: a 404 page), as is a page beyond the last
  if (page > pagination.pageCount) notFound();
}
