import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { welcomeOfferPrice, welcomeOfferPrices } from '../../../shared/welcome-offer-price.ts';
import { welcomeOfferGuests } from '../../../shared/box-sizes.ts';
import { Link } from '../../components/link.tsx';
import styles from '../../components/seo/seo-sections.module.css';
import { recipeBounds } from '../../../shared/offer-bounds.ts';

const included = [
  'Les ingrédients frais de chaque recette, dosés pour le nombre de personnes choisi.',
  'Une fiche recette illustrée par plat, avec les étapes et les allergènes.',
  'Le colis isotherme et sa livraison à la date que vous choisissez.',
  'La liberté de changer de box, de sauter une semaine ou d’arrêter, sans frais.',
];

/** /box-repas: the offer, its price grid (spec §9) and the way to the configurator (ADR 049). */
export function OfferBody() {
  const dishes = Object.keys(welcomeOfferPrices).map(Number);
  return (
    <>
      <section aria-labelledby="offer-grid">
        <h2 id="offer-grid">Le prix de la box repas, part par part</h2>
        <table className={styles.table}>
          <caption className={styles.prose}>
            Le prix de votre première box selon son nombre de parts (personnes × recettes),
            livraison comprise. Plus la box est grande, plus la part est douce.
          </caption>
          <thead>
            <tr>
              <th scope="col">Nombre de parts</th>
              <th scope="col">Prix de la box</th>
              <th scope="col">Prix par part</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((count) => {
              // every dish count of the grid is even (DECISIONS): two guests × half as many
              const price = welcomeOfferPrice(2, count / 2);
              return price ? (
                <tr key={count}>
                  <th scope="row">{count}&nbsp;parts</th>
                  <td>{formatPriceWithCents(price.total)}</td>
                  <td>{formatPriceWithCents(price.perDish)}</td>
                </tr>
              ) : null;
            })}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="offer-configure">
        <h2 id="offer-configure">Composez votre box en deux choix</h2>
        <p className={styles.prose}>
          Choisissez d’abord le nombre de personnes, puis le nombre de recettes de la semaine. Le
          configurateur calcule le prix au fur et à mesure.
        </p>
        <ul className={styles.chips}>
          {welcomeOfferGuests.map((guests) => {
            const { min, max } = recipeBounds(guests);
            return (
              <li key={guests}>
                <Link to={`/generique/${guests}-${min}`}>
                  {guests}&nbsp;personnes, de {min} à {max}&nbsp;recettes
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="offer-included" className={styles.prose}>
        <h2 id="offer-included">Ce que comprend le prix</h2>
        <ul>
          {included.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
