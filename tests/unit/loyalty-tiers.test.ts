import { describe, expect, it } from 'vitest';
import {
  loyaltyTierNamed,
  loyaltyTierThreshold,
  loyaltyTiers,
  nextLoyaltyTier,
} from '../../shared/loyalty-tiers.ts';
import { defaultVipTierName } from '../../shared/user-flags.ts';

describe('the loyalty club tiers (ADR 047)', () => {
  it('go from spec §3’s default « Découverte » up to « Grand Chef », boxes rising', () => {
    expect(loyaltyTiers.map((tier) => tier.name)).toEqual([
      'Découverte',
      'Gourmet',
      'Chef',
      'Grand Chef',
    ]);
    expect(loyaltyTiers[0]?.name).toBe(defaultVipTierName);
    expect(loyaltyTiers.map((tier) => tier.fromBoxes)).toEqual([1, 10, 25, 50]);
    for (const tier of loyaltyTiers) expect(tier.benefits.length).toBeGreaterThan(0);
  });

  it('find a tier by the name the product API gives, blanks around it ignored', () => {
    expect(loyaltyTierNamed('Gourmet')?.fromBoxes).toBe(10);
    expect(loyaltyTierNamed(' Chef ')?.name).toBe('Chef');
    expect(loyaltyTierNamed('Platine')).toBeUndefined();
  });

  it('name the next tier, none after the top one or an unknown one', () => {
    expect(nextLoyaltyTier('Découverte')?.name).toBe('Gourmet');
    expect(nextLoyaltyTier('Gourmet')?.name).toBe('Chef');
    expect(nextLoyaltyTier('Grand Chef')).toBeUndefined();
    expect(nextLoyaltyTier('Platine')).toBeUndefined();
  });

  it('say in French from when a tier is reached', () => {
    expect(loyaltyTiers.map(loyaltyTierThreshold)).toEqual([
      'dès votre première box',
      'dès 10\u00a0box livrées',
      'dès 25\u00a0box livrées',
      'dès 50\u00a0box livrées',
    ]);
  });
});
