import { useRouteDef } from '../../router/router-context.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { GiftCardAmounts } from './gift-card-amounts.tsx';
import { GiftCardClosing } from './gift-card-closing.tsx';
import { GiftCardHero } from './gift-card-hero.tsx';
import { GiftCardOccasions } from './gift-card-occasions.tsx';
import { GiftCardQuestions } from './gift-card-questions.tsx';
import { GiftCardSteps } from './gift-card-steps.tsx';
import { giftCardLandingTrail } from './giftcard-landing-trail.ts';

/**
 * « Offrir une carte cadeau » (spec §2, giftcard_landing): what the card gives, its amounts,
 * how it arrives and is used, occasions to offer it (spec §2's gift-card carousel), the help
 * centre's questions, and the way to the purchase page.
 */
export function Component() {
  const def = useRouteDef();
  return (
    <>
      <Breadcrumbs trail={giftCardLandingTrail(def)} />
      <GiftCardHero title={def.title} />
      <GiftCardAmounts />
      <GiftCardSteps />
      <GiftCardOccasions />
      <GiftCardQuestions />
      <GiftCardClosing />
    </>
  );
}
