import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { claims, claimText } from '../../components/marketing/claims.ts';
import { Price } from '../../components/price.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { organicWeek } from './organic-angles.ts';

const examples = [2, 4].map((guests) => ({ guests, price: welcomeOfferPrice(guests, 3) }));

/** /box-repas-bio: how much organic the box holds, the week of an organic box, its price. */
export function OrganicBox() {
  return (
    <>
      <section aria-labelledby="organic-share" className={styles.section}>
        <h2 id="organic-share">Combien de bio dans votre box</h2>
        <p>
          <strong>{claimText.organic}</strong> sur l’année, et {claims.organicRecipesPerWeek}
          &nbsp;recettes bio au menu chaque semaine&nbsp;: à vous de décider combien en mettre dans
          votre box, pour toute la maisonnée.
        </p>
      </section>
      <NumberedCards
        id="organic-week"
        title="Une semaine avec la box repas bio"
        items={organicWeek}
        numbered
      />
      <section aria-labelledby="organic-price" className={styles.section}>
        <h2 id="organic-price">Le prix d’une box repas bio</h2>
        <ul>
          {examples.map(({ guests, price }) =>
            price ? (
              <li key={guests}>
                3&nbsp;recettes bio pour {guests}&nbsp;personnes&nbsp;:{' '}
                <Price amount={price.total} />, soit <Price amount={price.perDish} cents /> la part.
              </li>
            ) : null,
          )}
        </ul>
      </section>
    </>
  );
}
