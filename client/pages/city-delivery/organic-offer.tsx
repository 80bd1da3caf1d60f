import { useSuspenseQuery } from '@tanstack/react-query';
import type { CityPage } from '../../../shared/city-pages.ts';
import { useClients } from '../../api/api-context.tsx';
import { organicRecipesQuery } from '../../api/queries/seo-content.ts';
import { claimText } from '../../components/marketing/claims.ts';
import { RecipeCard } from '../../components/recipe-card.tsx';
import gridStyles from '../../components/recipe-grid.module.css';
import styles from '../../components/seo/seo-sections.module.css';

/**
 * The organic offer of the three -bio- city pages (spec §2): the mostly organic recipes, those
 * with organic ingredients from the city's region first.
 */
export function OrganicOffer({
  city,
  organic,
}: {
  city: string;
  organic: NonNullable<CityPage['organic']>;
}) {
  const { api } = useClients();
  const recipes = useSuspenseQuery(organicRecipesQuery(api, organic.departments)).data;
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby="city-organic">
      <h2 id="city-organic">L’offre bio livrée à {city}</h2>
      <p className={styles.prose}>
        {claimText.organic}. Nous avons choisi pour vous celles qui réunissent le plus d’ingrédients
        bio cultivés {organic.region}.
      </p>
      <ul className={gridStyles.grid}>
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe}>
              <p>
                {recipe.organic.organic}&nbsp;ingrédients bio sur {recipe.organic.total}
                {recipe.organic.local > 0 ? `, dont ${recipe.organic.local} de la région` : ''}
              </p>
            </RecipeCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
