import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { claimText } from '../../components/marketing/claims.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { useRouteDef } from '../../router/router-context.tsx';
import { organicPool } from '../organic/organic-pool.ts';
import { producersByRegion } from './producers-by-region.ts';

// the regions that supply most, and their main producers: a page to read, not a directory
const shownRegions = 6;
const producersPerRegion = 4;

/** /nos-ingredients (spec §2): the origins of the recipes' ingredients, region by region. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const recipes = useSuspenseQuery(sourcedRecipesQuery(api, organicPool)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  const regions = producersByRegion(recipes).slice(0, shownRegions);
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <section aria-labelledby="ingredients-claim" className={styles.section}>
        <h2 id="ingredients-claim">{claimText.french}</h2>
        <p>
          Agrumes, riz, épices ou lait de coco ne poussent pas chez nous. Tout le reste vient de
          fermes, de laiteries et de criées françaises, nommées sur chaque fiche recette.
        </p>
      </section>
      <section aria-labelledby="ingredients-regions" className={styles.section}>
        <h2 id="ingredients-regions">Nos producteurs, région par région</h2>
        <ul className={styles.cards}>
          {regions.map((region) => (
            <li key={region.name} className={styles.card}>
              <h3>{region.name}</h3>
              <ul>
                {region.producers.slice(0, producersPerRegion).map((producer) => (
                  <li key={producer.name}>
                    <strong>{producer.name.split(',')[0]}</strong>&nbsp;:{' '}
                    {producer.products.slice(0, 3).join(', ')}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <ReassuranceList
        id="ingredients-blocks"
        title="Ce que nous promettons à nos producteurs"
        blocks={blocks}
      />
    </MarketingLayout>
  );
}
