import type { ComponentType } from 'react';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { ReassuranceBlocks } from '../../components/seo/reassurance-blocks.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { DeliveryBody } from './delivery-body.tsx';
import { EverydayBody } from './everyday-body.tsx';
import { GastronomicBody } from './gastronomic-body.tsx';
import { HealthyBody } from './healthy-body.tsx';
import { OfferBody } from './offer-body.tsx';
import { isSeoPageName, type SeoPageName } from './seo-plans.ts';
import { SubscriptionBody } from './subscription-body.tsx';
import { WeekBasketBody } from './week-basket-body.tsx';
import { WeekMenuBody } from './week-menu-body.tsx';

const bodies: Record<SeoPageName, ComponentType> = {
  lp_meal_kit_week: WeekBasketBody,
  lp_meal_kit_delivery: DeliveryBody,
  lp_week_menu: WeekMenuBody,
  lp_meal_kit: OfferBody,
  lp_healthy_recipes: HealthyBody,
  box_alimentaire: EverydayBody,
  box_gastronomique: GastronomicBody,
  box_abonnement: SubscriptionBody,
};

/**
 * The SEO pages of spec §2 (lp_* and three box pages): each answers its own query with sections
 * no other page has (ADR 049), inside the marketing layout; the steps of the box are
 * how-it-works' own, not repeated here.
 */
export function Component() {
  const def = useRouteDef();
  if (!isSeoPageName(def.name)) throw new Error(`${def.name} is not an SEO page`);
  const Body = bodies[def.name];
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <Body />
      <ReassuranceBlocks pageName={def.name} title="Pourquoi nous faire confiance" />
    </MarketingLayout>
  );
}
