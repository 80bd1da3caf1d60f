import { Tabs } from '../../components/tabs.tsx';
import { claims } from '../../components/marketing/claims.ts';

/** What is in the box, in three tabs (recipes, ingredients, delivery). */
export function LandingDetails() {
  return (
    <Tabs
      label="Votre box en détail"
      tabs={[
        {
          value: 'recettes',
          label: 'Les recettes',
          content: (
            <p>
              {claims.newRecipesPerWeek} nouvelles recettes chaque semaine, prêtes en{' '}
              {claims.readyInMinutes}&nbsp;minutes ou moins&nbsp;: végétariennes, poisson, viande,
              et {claims.thermomixRecipesPerWeek} recettes certifiées Thermomix. Chaque fiche vous
              guide pas à pas.
            </p>
          ),
        },
        {
          value: 'ingredients',
          label: 'Les ingrédients',
          content: (
            <p>
              Frais et de saison, en justes quantités, à {claims.frenchIngredientsPercent}
              &nbsp;% français. {claims.organicCertifiedPercent}&nbsp;% de nos recettes sont
              certifiées bio.
            </p>
          ),
        },
        {
          value: 'livraison',
          label: 'La livraison',
          content: (
            <p>
              Partout en France, dans un colis isotherme qui garde vos produits au frais
              24&nbsp;heures, et à vélo cargo dans Paris. Sans engagement&nbsp;: une pause quand
              vous voulez.
            </p>
          ),
        },
      ]}
    />
  );
}
