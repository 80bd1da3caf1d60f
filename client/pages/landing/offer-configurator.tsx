import { useState } from 'react';
import {
  welcomeOfferDefaults,
  welcomeOfferGuests,
  welcomeOfferPrice,
} from '../../../shared/welcome-offer-price.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import { LinkButton } from '../../components/button.tsx';
import { Price } from '../../components/price.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { Stepper } from '../../components/stepper.tsx';
import styles from './landing-page.module.css';
import { clampRecipes, recipeBounds } from './offer-bounds.ts';

const recipesText = (count: number) => `${count}\u00a0recette${count > 1 ? 's' : ''}`;

/** The welcome offer (spec §9): guests and recipes chosen, the price of the first box. */
export function OfferConfigurator({ variant }: { variant: string }) {
  const [guests, setGuests] = useState<number>(welcomeOfferDefaults.guests);
  const [recipes, setRecipes] = useState<number>(welcomeOfferDefaults.recipes);
  const price = welcomeOfferPrice(guests, recipes);
  const bounds = recipeBounds(guests);

  return (
    <section className={styles.configurator} aria-labelledby="configurator-title">
      <h2 id="configurator-title" className={styles.configuratorTitle}>
        Composez votre première box
      </h2>
      <SegmentedControl
        legend="Nombre de personnes"
        name="guests"
        value={guests}
        options={welcomeOfferGuests.map((count) => ({ value: count, label: String(count) }))}
        onChange={(count) => {
          setGuests(count);
          setRecipes((current) => clampRecipes(count, current));
        }}
      />
      <Stepper
        label="Recettes par semaine"
        value={recipes}
        min={bounds.min}
        max={bounds.max}
        onChange={setRecipes}
        format={recipesText}
      />
      {price ? (
        <div className={styles.total} aria-live="polite">
          <p className={styles.totalLine}>
            <Price amount={price.total} size="lg" /> la box de {price.dishes}&nbsp;parts
          </p>
          <p className={styles.perDish}>
            soit <Price amount={price.perDish} /> la part, livraison comprise
          </p>
        </div>
      ) : null}
      <LinkButton
        to="/menu"
        size="lg"
        block
        onClick={() =>
          pushEvent({ event: 'click_on_cta_landing_custom', label: `${variant}:choisir-recettes` })
        }
      >
        Choisir mes recettes
      </LinkButton>
    </section>
  );
}
