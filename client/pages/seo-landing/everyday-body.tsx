import { useSuspenseQuery } from '@tanstack/react-query';
import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { welcomeOfferGuests } from '../../../shared/box-sizes.ts';
import { useClients } from '../../api/api-context.tsx';
import { tierRecipesQuery } from '../../api/queries/seo-content.ts';
import { RecipeRows } from '../../components/seo/recipe-rows.tsx';
import { useRecipeRows } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';
import { recipeBounds } from '../../../shared/offer-bounds.ts';
import { everydayTiers, poolSize } from './seo-plans.ts';

/** The lowest price per portion for a number of guests: the largest box they can take. */
function lowestPerPortion(guests: number): number | undefined {
  return welcomeOfferPrice(guests, recipeBounds(guests).max)?.perDish;
}

/** /box-alimentaire: the everyday box, classique and signature recipes (spec §9, ADR 049). */
export function EverydayBody() {
  const { api } = useClients();
  const recipes = useSuspenseQuery(tierRecipesQuery(api, everydayTiers, poolSize)).data;
  const rows = useRecipeRows(recipes);
  return (
    <>
      <section aria-labelledby="everyday-what" className={styles.prose}>
        <h2 id="everyday-what">La box des repas de tous les jours</h2>
        <p>
          Un gratin le lundi, un poisson au four le mercredi, une soupe complète le jeudi&#x202f;:
          la box alimentaire couvre les dîners ordinaires de la semaine, ceux qu’on n’a pas envie de
          planifier.
        </p>
        <p>
          Ses recettes classiques et signature sont comprises dans le prix de la box, sans
          supplément. Les produits sont bruts, de saison, et il ne reste rien à acheter en plus, à
          part le sel, le poivre et l’huile.
        </p>
      </section>
      <RecipeRows rows={rows} idPrefix="everyday-row" />
      <section aria-labelledby="everyday-price">
        <h2 id="everyday-price">Le prix par portion</h2>
        <table className={styles.table}>
          <caption className={styles.prose}>
            Le prix le plus doux par portion, pour la plus grande box de chaque formule.
          </caption>
          <thead>
            <tr>
              <th scope="col">Formule</th>
              <th scope="col">Recettes par semaine</th>
              <th scope="col">Dès, par portion</th>
            </tr>
          </thead>
          <tbody>
            {welcomeOfferGuests.map((guests) => {
              const { min, max } = recipeBounds(guests);
              const perPortion = lowestPerPortion(guests);
              return perPortion === undefined ? null : (
                <tr key={guests}>
                  <th scope="row">{guests}&nbsp;personnes</th>
                  <td>
                    de {min} à {max}
                  </td>
                  <td>{formatPriceWithCents(perPortion)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
