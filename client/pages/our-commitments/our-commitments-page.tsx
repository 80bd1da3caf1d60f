import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import { useRouteDef } from '../../router/router-context.tsx';

const packaging = [
  {
    title: 'Un carton, pas de plastique superflu',
    text: 'Les sachets ne servent qu’à regrouper une recette\u00a0; les légumes entiers voyagent nus.',
  },
  {
    title: 'Des poches de froid à l’eau',
    text: 'Elles se vident dans l’évier et le sachet rejoint le bac de tri.',
  },
];

const sourcing = [
  {
    title: 'La saison décide du menu',
    text: 'Nos chefs écrivent les recettes après avoir demandé aux fermes ce qui sera récolté.',
  },
  {
    title: 'Le poisson selon les quotas',
    text: 'Pas d’espèce menacée au menu, et des criées françaises dès que la pêche le permet.',
  },
];

/** /nos-engagements (spec §2): packaging, waste and sourcing, from the blocks naming the page. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <ReassuranceList id="commitments-blocks" title="Nos engagements, un par un" blocks={blocks} />
      <NumberedCards id="commitments-packaging" title="Les emballages" items={packaging} />
      <NumberedCards id="commitments-sourcing" title="Nos approvisionnements" items={sourcing} />
    </MarketingLayout>
  );
}
