import { loyaltyTiers } from '../../../shared/loyalty-tiers.ts';

// What /le-club tells beside its tiers (ADR 047's table): how a subscriber climbs, tier by
// tier, and where the help centre answers the rest.

export const clubFaq = ['le-club-de-fidelite', 'fonctionnement-du-club'];

/** One card per tier: from how many delivered boxes it comes. */
export const climbSteps = loyaltyTiers.map((tier, index) =>
  index === 0
    ? {
        title: `${tier.name}, dès votre première box`,
        text: 'Vous entrez dans le club sans rien faire\u00a0: votre première box livrée suffit, sans inscription ni carte à présenter.',
      }
    : {
        title: `${tier.name}, à ${tier.fromBoxes}\u00a0box livrées`,
        text: `Chaque box livrée compte, quel que soit son nombre de recettes\u00a0: à la ${tier.fromBoxes}e, vous passez ${tier.name} et gardez les avantages des paliers précédents.`,
      },
);
