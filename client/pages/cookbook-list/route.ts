import { cookbookListPageByPath } from '../../../shared/cookbook-list-pages.ts';
import { cookbookPageSize, cookbookQuery } from '../../api/queries/recipes.ts';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../../routes/page-param.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './cookbook-list-page.tsx';

export async function loader({ def, params, deps: { ensure, clients } }: PageLoadArgs) {
  const page = pageParam(params.page);
  const list = cookbookListPageByPath(String(def.props?.list));
  if (!list) notFound();
  const { pagination } = await ensure(
    cookbookQuery(clients.api, {
      page,
      pageSize: cookbookPageSize,
      tag: list.tag,
      maxTime: list.maxTime,
    }),
  );
  // DECISIONS: a page beyond the last is a 404
  if (page > pagination.pageCount) notFound();
}
