import { faqPageQuery } from '../../api/queries/faq.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { thermomixFaq, thermomixRecipes } from './thermomix-content.ts';

export { Component } from './thermomix-page.tsx';

export async function loader({ def, deps: { ensure, clients, site } }: PageLoadArgs) {
  await Promise.all([
    ensure(sourcedRecipesQuery(clients.api, thermomixRecipes)),
    ensure(reassuranceBlocksQuery(clients.api, def.name)),
    ensure(faqPageQuery(clients.api, thermomixFaq, siteOriginOf(site))),
  ]);
}
