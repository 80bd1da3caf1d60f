import { defaultVipTierName } from './user-flags.ts';

// The loyalty club's tiers (spec §3: `vip_tier_name`, « Découverte » by default), one table for
// the club's page and the subscriber's (ADR 047). The product API names a customer's tier but
// has no table of tiers; this one says what the help centre says (« Le club de fidélité »):
// a tier is reached by the number of boxes delivered, and keeps the benefits of those below.

export interface LoyaltyTier {
  name: string;
  /** delivered boxes from which the tier is reached */
  fromBoxes: number;
  /** what it adds to the tiers below */
  benefits: readonly string[];
}

export const loyaltyTiers: readonly LoyaltyTier[] = [
  {
    name: defaultVipTierName,
    fromBoxes: 1,
    benefits: [
      'La newsletter du club, avec les coulisses de nos recettes et de nos producteurs',
      'Les ventes privées de recettes de saison, une semaine avant tout le monde',
      'Un cadeau de bienvenue glissé dans votre cinquième box',
    ],
  },
  {
    name: 'Gourmet',
    fromBoxes: 10,
    benefits: [
      'Le menu en avant-première, un jour avant tout le monde',
      'Une surprise gourmande glissée dans votre box de temps en temps',
    ],
  },
  {
    name: 'Chef',
    fromBoxes: 25,
    benefits: [
      'Une réduction sur les suppléments des recettes premium',
      'Une recette premium offerte chaque trimestre',
      'Des invitations à nos ateliers de cuisine en ligne',
    ],
  },
  {
    name: 'Grand Chef',
    fromBoxes: 50,
    benefits: [
      'Une ligne prioritaire au service client, du lundi au samedi de 8\u00a0h à 20\u00a0h',
      'Les suppléments premium offerts sur une recette par mois',
      'Un coffret cadeau de nos producteurs pour votre anniversaire d’abonnement',
      'Nos nouvelles recettes à goûter avant leur arrivée au menu',
    ],
  },
];

/** The tier of that name, or undefined for a name the club's table does not know. */
export function loyaltyTierNamed(name: string): LoyaltyTier | undefined {
  return loyaltyTiers.find((tier) => tier.name === name.trim());
}

/** The tier after the one named, or undefined at the top (or for an unknown name). */
export function nextLoyaltyTier(name: string): LoyaltyTier | undefined {
  const index = loyaltyTiers.findIndex((tier) => tier.name === name.trim());
  return index < 0 ? undefined : loyaltyTiers[index + 1];
}

/** « dès votre première box », « dès 10 box livrées » */
export function loyaltyTierThreshold(tier: LoyaltyTier): string {
  return tier.fromBoxes <= 1 ? 'dès votre première box' : `dès ${tier.fromBoxes}\u00a0box livrées`;
}
