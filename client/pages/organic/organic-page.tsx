import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import { RecipeRow } from '../../components/showcase/recipe-row.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { CookingOrganic } from './cooking-organic.tsx';
import { OrganicBox } from './organic-box.tsx';
import { OrganicCommon } from './organic-common.tsx';
import { organicPageOf, rowTitles } from './organic-content.ts';
import { OrganicOffer } from './organic-offer.tsx';
import { organicPool, organicProducersFor, organicRecipesFor } from './organic-pool.ts';

/**
 * /bio, /box-repas-bio and /box-a-cuisiner-bio (spec §2): the organic offer, three angles. Each
 * shows its organic recipes, the claim, labels, producers and questions, and sections of its own.
 */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const pool = useSuspenseQuery(sourcedRecipesQuery(api, organicPool)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  const page = organicPageOf(def.name);
  const recipes = organicRecipesFor(pool, page);
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <RecipeRow id="organic-recipes" title={rowTitles[page]} recipes={recipes} />
      {page === 'bio' ? <OrganicOffer /> : null}
      {page === 'box_repas_bio' ? <OrganicBox /> : null}
      {page === 'box_a_cuisiner_bio' ? <CookingOrganic recipes={recipes} /> : null}
      <OrganicCommon page={page} producers={organicProducersFor(pool, page)} />
      <ReassuranceList id="organic-blocks" title="Le bio, sans supplément" blocks={blocks} />
    </MarketingLayout>
  );
}
