import { useSuspenseQuery } from '@tanstack/react-query';
import { tierSupplement } from '../../../shared/tier-supplement.ts';
import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { welcomeOfferGuests } from '../../../shared/box-sizes.ts';
import { useClients } from '../../api/api-context.tsx';
import { tierRecipesQuery } from '../../api/queries/seo-content.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import { RecipeRows } from '../../components/seo/recipe-rows.tsx';
import { useRecipeRows } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';
import { poolSize, premiumTiers } from './seo-plans.ts';

const tierNames: Record<(typeof premiumTiers)[number], string> = {
  premium: 'Premium',
  premium_plus: 'Premium+',
};

/** /box-gastronomique: the premium and premium_plus recipes and their supplement (ADR 049). */
export function GastronomicBody() {
  const { api } = useClients();
  const recipes = useSuspenseQuery(tierRecipesQuery(api, premiumTiers, poolSize)).data;
  const prices = useSuspenseQuery(tierPricesQuery(api)).data;
  const rows = useRecipeRows(recipes);
  return (
    <>
      <section aria-labelledby="gastro-what" className={styles.prose}>
        <h2 id="gastro-what">Une table de chef, sans la réservation</h2>
        <p>
          Filet de bœuf façon Wellington, bar de ligne en croûte de sel, volaille de Bresse aux
          morilles, tagliatelles à la truffe noire&#x202f;: nos recettes premium réunissent les
          produits d’un dîner de fête et les gestes d’un chef, expliqués pas à pas.
        </p>
        <p>
          Vous les glissez dans votre box à côté des recettes du quotidien, pour un anniversaire, un
          dîner à deux ou simplement un samedi soir.
        </p>
      </section>
      <RecipeRows rows={rows} idPrefix="gastro-row" />
      <section aria-labelledby="gastro-supplement">
        <h2 id="gastro-supplement">Le supplément d’une recette gastronomique</h2>
        <table className={styles.table}>
          <caption className={styles.prose}>
            Ce qu’ajoute une recette premium au prix de la box, selon le nombre de personnes.
          </caption>
          <thead>
            <tr>
              <th scope="col">Personnes</th>
              {premiumTiers.map((tier) => (
                <th key={tier} scope="col">
                  {tierNames[tier]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {welcomeOfferGuests.map((guests) => (
              <tr key={guests}>
                <th scope="row">{guests}&nbsp;personnes</th>
                {premiumTiers.map((tier) => (
                  <td key={tier}>
                    +&nbsp;{formatPriceWithCents(tierSupplement(prices, tier, guests))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
