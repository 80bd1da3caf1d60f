import { articleQuery, suggestedArticlesQuery } from '../../api/queries/blog-article.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './article-page.tsx';

export async function loader({ params, deps: { ensure, clients, site } }: PageLoadArgs) {
  const slug = params.slug ?? '';
  const article = await ensure(articleQuery(clients.api, slug, siteOriginOf(site)));
  if (!article) notFound();
  const category = article.categories[0]?.slug ?? null;
  await ensure(suggestedArticlesQuery(clients.api, slug, category));
}
