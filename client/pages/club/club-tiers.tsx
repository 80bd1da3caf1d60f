import { LoyaltyTierList } from '../../components/loyalty/loyalty-tier-list.tsx';

/** The club's page shows every tier to everyone (shared/loyalty-tiers.ts, ADR 047). */
export function ClubTiers() {
  return (
    <section aria-labelledby="club-tiers-title">
      <h2 id="club-tiers-title">Les paliers du club</h2>
      <LoyaltyTierList />
    </section>
  );
}
