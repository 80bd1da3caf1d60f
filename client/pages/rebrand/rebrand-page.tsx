import { useSuspenseQuery } from '@tanstack/react-query';
import { organicRecipesOf } from '../../../shared/organic-recipes.ts';
import { useClients } from '../../api/api-context.tsx';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { claims } from '../../components/marketing/claims.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { RecipeRow } from '../../components/showcase/recipe-row.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { organicPool, organicSlices } from '../organic/organic-pool.ts';

export const rebrandRowTitle = `Les ${claims.organicRecipesPerWeek}\u00a0recettes bio de la nouvelle box`;

/** The rebrand page (spec §2, DECISIONS: its path carries the brand): the story, the changes. */
export function Component() {
  const { brandName } = useSiteSettings();
  const { api } = useClients();
  const pool = useSuspenseQuery(sourcedRecipesQuery(api, organicPool)).data;
  const [, count] = organicSlices.rutabago;
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <section aria-labelledby="rebrand-story" className={styles.section}>
        <h2 id="rebrand-story">Rutabago et {brandName}, une seule maison</h2>
        <p>
          Rutabago est né d’un panier de légumes bio livré à quelques voisins. {brandName} est né
          d’une envie de dîners faits maison sans charge mentale. Nos deux équipes cuisinaient avec
          les mêmes fermes, nous avons décidé de cuisiner ensemble.
        </p>
        <p>
          Les chefs de Rutabago rejoignent notre cuisine d’essai, et leurs recettes bio les plus
          aimées entrent au menu dès cette semaine.
        </p>
      </section>
      <section aria-labelledby="rebrand-changes" className={styles.section}>
        <h2 id="rebrand-changes">Abonnés Rutabago, ce qui change pour vous</h2>
        <div className={styles.columns}>
          <div>
            <h3>Ce qui change</h3>
            <ul>
              <li>Votre compte s’ouvre désormais sur le site {brandName}, avec le même e-mail.</li>
              <li>Le menu passe à {claims.newRecipesPerWeek}&nbsp;recettes chaque semaine.</li>
              <li>Les colis arrivent sous les couleurs {brandName}.</li>
            </ul>
          </div>
          <div>
            <h3>Ce qui ne change pas</h3>
            <ul>
              <li>Votre prix, votre jour de livraison et votre nombre de personnes.</li>
              <li>Vos préférences et vos recettes favorites, reprises telles quelles.</li>
              <li>Les producteurs bio qui remplissaient vos paniers Rutabago.</li>
            </ul>
          </div>
        </div>
      </section>
      <RecipeRow
        id="rebrand-recipes"
        title={rebrandRowTitle}
        recipes={organicRecipesOf(pool, count)}
      />
    </MarketingLayout>
  );
}
