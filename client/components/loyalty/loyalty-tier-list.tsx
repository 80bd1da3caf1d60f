import { loyaltyTierThreshold, loyaltyTiers } from '../../../shared/loyalty-tiers.ts';
import { cx } from '../class-names.ts';
import styles from './loyalty-tier-list.module.css';

/**
 * The club's tiers, from « Découverte » up, each with when it is reached and what it adds
 * (shared/loyalty-tiers.ts, ADR 047): on the club's page for everyone, and in the subscriber
 * area with the visitor's own tier marked (`current`).
 */
export function LoyaltyTierList({ current }: { current?: string }) {
  return (
    <ol className={styles.tiers}>
      {loyaltyTiers.map((tier) => (
        <li
          key={tier.name}
          className={cx(styles.tier, tier.name === current && styles.current)}
          aria-current={tier.name === current ? 'true' : undefined}
        >
          <h3 className={styles.name}>
            {tier.name}
            {tier.name === current ? <span className={styles.yours}> (votre palier)</span> : null}
          </h3>
          <p className={styles.threshold}>{loyaltyTierThreshold(tier)}</p>
          <ul className={styles.benefits}>
            {tier.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
