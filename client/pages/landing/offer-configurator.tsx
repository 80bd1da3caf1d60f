import { useState, type FormEvent } from 'react';
import { basketMenuUrl, boxFields, versionParam } from '../../../shared/box-choice.ts';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { basketMenuPath } from '../../../shared/guard.ts';
import { landingVersion } from '../../../shared/landing-versions.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import { useStoredCoupon } from '../../api/queries/coupon.ts';
import { useStoredGiftCard } from '../../api/queries/gift-card-check.ts';
import { Button } from '../../components/button.tsx';
import { GiftCardForm } from '../../components/gift-card-form.tsx';
import { PromoCodeForm } from '../../components/promo-code-form.tsx';
import { BoxFormFields } from '../../funnel/box-form-fields.tsx';
import { storeBoxChoice, storeLocalSettings } from '../../funnel/stored-box-choice.ts';
import { useNavigate } from '../../router/router-context.tsx';
import scripting from '../../components/scripting.module.css';
import styles from './landing-page.module.css';
import { OfferPrice } from './offer-price.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';
import { linkHref } from '../../app/showcase-links.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';

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
 * visitor's promo code and gift card (ADR 036). A GET form to the basket menu (ADR 052):
 * without JavaScript the basket menu reads its fields; with it, the page goes there itself.
 */
export function OfferConfigurator({ variant, initial, id }: OfferConfiguratorProps) {
  const [box, setBox] = useState(initial);
  const coupon = useStoredCoupon();
  const giftCard = useStoredGiftCard();
  const navigate = useNavigate();
  const { showcase } = useSiteSettings();
  const version = landingVersion(variant);
  const price = welcomeOfferPrice(box.guests, box.recipes);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec §7: the configurator's submit
    pushEvent({ event: 'click_on_form_landing_custom', label: `${variant}:configurateur` });
    // ADR 042: the choice and the landing it was made on, for the steps that follow
    storeBoxChoice(box);
    storeLocalSettings({ behavior_thermomix: version === 'thermomix' });
    void navigate(basketMenuUrl(box, version));
  };

  return (
    <section id={id} className={styles.configurator} aria-labelledby="configurator-title">
      <h2 id="configurator-title" className={styles.configuratorTitle}>
        Composez votre première box
      </h2>
      {/* the basket menu is the live site's in the static showcase (ADR 051) */}
      <form
        action={linkHref(basketMenuPath, showcase)}
        method="get"
        onSubmit={choose}
        className={styles.offerForm}
      >
        <input type="hidden" name={versionParam} value={version} />
        <BoxFormFields box={box} onChange={setBox} />
        {price ? <OfferPrice price={price} coupon={coupon} giftCard={giftCard} /> : null}
        <Button type="submit" name={boxFields.recipes} value={box.recipes} size="lg" block>
          Choisir mes recettes
        </Button>
      </form>
      {/* ADR 036: codes live in the browser's storage; their fields are drawn with the page,
          their buttons waiting for it to read the storage, so that hydrating moves nothing;
          a browser without scripts is offered none */}
      <div className={scripting.withScripts}>
        <div className={styles.codes}>
          <LiveSiteOnly what="les codes promo et les cartes cadeaux">
            <PromoCodeForm coupon={coupon} />
            <GiftCardForm giftCard={giftCard} />
          </LiveSiteOnly>
        </div>
      </div>
    </section>
  );
}
