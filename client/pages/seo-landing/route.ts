import { siteOriginOf } from '../../app/site-settings.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { taggedRecipesQuery, tierRecipesQuery } from '../../api/queries/seo-content.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import { loadCommon, loadDeliveryDays, loadWeekMenu } from '../../components/seo/seo-data.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { deliveryFaqSegments, isSeoPageName, poolSize, seoPlans } from './seo-plans.ts';

export { Component } from './seo-landing-page.tsx';

export async function loader({ def, deps }: PageLoadArgs) {
  if (!isSeoPageName(def.name)) notFound();
  const plan = seoPlans[def.name];
  const { ensure, clients, site } = deps;
  const pool = plan.pool;
  await Promise.all([
    loadCommon(deps, def.name, { sections: pool !== undefined || plan.menu === 'rows' }),
    pool && 'tag' in pool ? ensure(taggedRecipesQuery(clients.api, pool.tag, poolSize)) : null,
    pool && 'tiers' in pool ? ensure(tierRecipesQuery(clients.api, pool.tiers, poolSize)) : null,
    plan.menu ? loadWeekMenu(deps) : null,
    plan.deliveryDays ? loadDeliveryDays(deps) : null,
    plan.deliveryFaq
      ? ensure(faqPageQuery(clients.api, deliveryFaqSegments, siteOriginOf(site)))
      : null,
    plan.tierPrices ? ensure(tierPricesQuery(clients.api)) : null,
  ]);
}
