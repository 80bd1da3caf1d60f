import { faqPageQuery } from '../../api/queries/faq.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { organicFaqs, organicPageOf } from './organic-content.ts';
import { organicPool } from './organic-pool.ts';

export { Component } from './organic-page.tsx';

export async function loader({ def, deps: { ensure, clients, site } }: PageLoadArgs) {
  const { segments } = organicFaqs[organicPageOf(def.name)];
  await Promise.all([
    ensure(sourcedRecipesQuery(clients.api, organicPool)),
    ensure(reassuranceBlocksQuery(clients.api, def.name)),
    ensure(faqPageQuery(clients.api, segments, siteOriginOf(site))),
  ]);
}
