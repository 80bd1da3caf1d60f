import { lowestPricePerDish, welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { welcomeOfferDefaults } from '../../../shared/box-sizes.ts';
import { LinkButton } from '../button.tsx';
import { Price } from '../price.tsx';
import styles from './offer-teaser.module.css';

const exampleRecipes = 3;

/** « Votre première box »: the lowest price per portion (spec §9's grid), an example, the way in. */
export function OfferTeaser({ headingId = 'offer-title' }: { headingId?: string }) {
  const example = welcomeOfferPrice(welcomeOfferDefaults.guests, exampleRecipes);
  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.title}>
          Votre première box
        </h2>
        <p className={styles.price}>
          <Price amount={lowestPricePerDish()} from per="la part" size="lg" cents />
        </p>
        {example ? (
          <p className={styles.example}>
            Par exemple, {exampleRecipes}&nbsp;recettes pour {welcomeOfferDefaults.guests}
            &nbsp;personnes&nbsp;: <Price amount={example.total} />, soit{' '}
            <Price amount={example.perDish} cents /> la part. Livraison comprise, sans engagement.
          </p>
        ) : null}
      </div>
      <LinkButton to="/generique" size="lg" className={styles.action}>
        Composer ma box
      </LinkButton>
    </section>
  );
}
