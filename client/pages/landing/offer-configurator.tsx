import { useState } from 'react';
import { basketMenuUrl } from '../../../shared/box-choice.ts';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { landingVersion } from '../../../shared/landing-versions.ts';
import { clampRecipes, recipeBounds } from '../../../shared/offer-bounds.ts';
import { welcomeOfferGuests, welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import { useStoredCoupon } from '../../api/queries/coupon.ts';
import { useStoredGiftCard } from '../../api/queries/gift-card-check.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { LinkButton } from '../../components/button.tsx';
import { GiftCardForm } from '../../components/gift-card-form.tsx';
import { PromoCodeForm } from '../../components/promo-code-form.tsx';
import { storeBoxChoice, storeLocalSettings } from '../../funnel/stored-box-choice.ts';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { Stepper } from '../../components/stepper.tsx';
import styles from './landing-page.module.css';
import { OfferPrice } from './offer-price.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';

const recipesText = (count: number) => `${count}\u00a0recette${count > 1 ? 's' : ''}`;

interface OfferConfiguratorProps {
  /** the landing's name, in the analytics label */
  variant: string;
  /** what the box starts at: the URL's box settings, or spec §9's defaults (ADR 040) */
  initial: BoxSettings;
  /** the target of the landing's « Composer ma box » links */
  id: string;
}

/**
 * The welcome offer (spec §9): guests and recipes chosen, the price of the first box less the
 * visitor's promo code and gift card (ADR 036).
 */
export function OfferConfigurator({ variant, initial, id }: OfferConfiguratorProps) {
  const [guests, setGuests] = useState(initial.guests);
  const [recipes, setRecipes] = useState(initial.recipes);
  const coupon = useStoredCoupon();
  const giftCard = useStoredGiftCard();
  const hydrated = useHydrated();
  const price = welcomeOfferPrice(guests, recipes);
  const bounds = recipeBounds(guests);

  return (
    <section id={id} className={styles.configurator} aria-labelledby="configurator-title">
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
      {price ? <OfferPrice price={price} coupon={coupon} giftCard={giftCard} /> : null}
      <LinkButton
        to={basketMenuUrl({ guests, recipes }, landingVersion(variant))}
        size="lg"
        block
        onClick={() => {
          // spec §7: the configurator's submit
          pushEvent({ event: 'click_on_form_landing_custom', label: `${variant}:configurateur` });
          // ADR 042: the choice and the landing it was made on, for the steps that follow
          storeBoxChoice({ guests, recipes });
          storeLocalSettings({ behavior_thermomix: landingVersion(variant) === 'thermomix' });
        }}
      >
        Choisir mes recettes
      </LinkButton>
      {/* ADR 036: codes live in the browser's storage, so their fields come with hydration,
          after the button, where their arrival moves nothing the visitor is looking at */}
      {hydrated ? (
        <div className={styles.codes}>
          <LiveSiteOnly what="les codes promo et les cartes cadeaux">
            <PromoCodeForm coupon={coupon} />
            <GiftCardForm giftCard={giftCard} />
          </LiveSiteOnly>
        </div>
      ) : null}
    </section>
  );
}
