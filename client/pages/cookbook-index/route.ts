import { cookbookPageSize, cookbookQuery } from '../../api/queries/recipes.ts';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../../routes/page-param.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './cookbook-page.tsx';

export async function loader({ params, deps: { ensure, clients } }: PageLoadArgs) {
  const page = pageParam(params.page);
  const { pagination } = await ensure(
    cookbookQuery(clients.api, { page, pageSize: cookbookPageSize }),
  );
  // DECISIONS: a page beyond the last is a 404
  if (page > pagination.pageCount) notFound();
}
