import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { insulatedBoxHours } from '../../../shared/delivery-area.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { useWeekMenu } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';

/** The baskets the price table shows: guests × recipes of spec §9's grid. */
export const basketExamples = [
  { guests: 2, recipes: 3 },
  { guests: 2, recipes: 4 },
  { guests: 4, recipes: 3 },
  { guests: 4, recipes: 4 },
  { guests: 6, recipes: 3 },
] as const;

const contents = [
  {
    term: 'Les ingrédients pesés',
    detail:
      'Chaque légume, chaque herbe, chaque épice dans la quantité que demande la recette, pas davantage.',
  },
  {
    term: 'Un sachet par recette',
    detail:
      'Les ingrédients d’un plat sont regroupés et numérotés\u00a0: rien ne se mélange dans le réfrigérateur.',
  },
  {
    term: 'Une fiche par plat',
    detail:
      'Les étapes illustrées, le temps aux fourneaux, les allergènes et l’origine des produits.',
  },
  {
    term: 'Un colis isotherme',
    detail: `Ses poches de froid gardent le panier au frais ${insulatedBoxHours}\u00a0heures après la livraison.`,
  },
];

/** /panier-semaine: the week's basket, its contents and its price (spec §2, ADR 049). */
export function WeekBasketBody() {
  const { weeks, recipes } = useWeekMenu();
  const shown = weeks.find((week) => week.focus);
  const basket = recipes.filter((recipe) => recipe.selected);
  return (
    <>
      <section aria-labelledby="basket-recipes">
        <h2 id="basket-recipes">
          Le panier proposé {shown ? `pour la semaine ${shown.week}` : 'cette semaine'}
        </h2>
        <p className={styles.prose}>
          Nos chefs ont composé ce panier parmi les recettes du menu. Gardez-le tel quel ou
          remplacez une recette avant de valider&#x202f;: c’est vous qui décidez.
        </p>
        <RecipeGrid recipes={basket} />
      </section>
      <section aria-labelledby="basket-contents">
        <h2 id="basket-contents">Ce que contient le panier</h2>
        <dl className={styles.columns}>
          {contents.map((entry) => (
            <div key={entry.term}>
              <dt>
                <strong>{entry.term}</strong>
              </dt>
              <dd>{entry.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="basket-price">
        <h2 id="basket-price">Le prix d’un panier</h2>
        <table className={styles.table}>
          <caption className={styles.prose}>
            Le prix de votre premier panier, livraison comprise, selon sa taille.
          </caption>
          <thead>
            <tr>
              <th scope="col">Panier</th>
              <th scope="col">Prix du panier</th>
              <th scope="col">Prix par part</th>
            </tr>
          </thead>
          <tbody>
            {basketExamples.map(({ guests, recipes: count }) => {
              const price = welcomeOfferPrice(guests, count);
              return price ? (
                <tr key={`${guests}-${count}`}>
                  <th scope="row">
                    {count}&nbsp;recettes pour {guests}&nbsp;personnes
                  </th>
                  <td>{formatPriceWithCents(price.total)}</td>
                  <td>{formatPriceWithCents(price.perDish)}</td>
                </tr>
              ) : null;
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
