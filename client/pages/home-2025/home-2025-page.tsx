import { useSuspenseQuery } from '@tanstack/react-query';
import { blocksForPage } from '../../../shared/page-scope.ts';
import { useClients } from '../../api/api-context.tsx';
import { latestRecipesQuery } from '../../api/queries/recipes.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { OfferTeaser } from '../../components/marketing/offer-teaser.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { ReviewHighlights } from '../../components/review-highlights.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import { RecipeRow } from '../../components/showcase/recipe-row.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { weekRowTitle } from './home-2025-content.ts';

/** /gui (DECISIONS): the 2025 home design — offer first, the week's row, the blocks, reviews. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const { recipes } = useSuspenseQuery(latestRecipesQuery(api)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api)).data;
  return (
    <>
      <PageIntro hero title={def.title} lead={def.description}>
        <OfferActions />
      </PageIntro>
      <OfferTeaser headingId="gui-offer" />
      <RecipeRow id="gui-week" title={weekRowTitle} recipes={recipes} />
      <ReassuranceList
        id="gui-blocks"
        title="Ce qui ne change jamais"
        blocks={blocksForPage(blocks, def.name)}
      />
      <ReviewHighlights />
    </>
  );
}
