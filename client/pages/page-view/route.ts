import { contentPageQuery, contentPageSlugOf } from '../../api/queries/pages.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './content-page.tsx';

export async function loader({ def, params, deps: { ensure, clients, site } }: PageLoadArgs) {
  const slug = contentPageSlugOf(def, params);
  if (!(await ensure(contentPageQuery(clients.api, slug, siteOriginOf(site))))) notFound();
}
