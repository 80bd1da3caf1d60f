import { useQuery } from '@tanstack/react-query';
import { useSessionQuery } from '../../api/queries/session-query.ts';
import { useId } from 'react';
import { formatNumber } from '../../../shared/format-fr.ts';
import {
  loyaltyTierNamed,
  loyaltyTierThreshold,
  nextLoyaltyTier,
} from '../../../shared/loyalty-tiers.ts';
import { useClients } from '../../api/api-context.tsx';
import { loyaltyQuery } from '../../api/queries/subscription.ts';
import { anonymousSession, visitorQuery } from '../../api/queries/visitor.ts';
import { Link } from '../../components/link.tsx';
import { LoyaltyTierList } from '../../components/loyalty/loyalty-tier-list.tsx';
import { SubscriberArea } from '../../components/subscriber/subscriber-area.tsx';
import styles from './subscriber-loyalty-page.module.css';

/**
 * « Mon club fidélité » (ADR 047): the visitor's tier (spec §3 `vip_tier_name`, « Découverte »
 * by default), their points when the product API gives them, what the next tier asks and
 * brings, and every tier as on the club's page (`/le-club`).
 */
export function Component() {
  const { api } = useClients();
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  const loyalty = useSessionQuery(loyaltyQuery(api)).data;
  const tierId = useId();
  const nextId = useId();
  const allId = useId();
  if (!loyalty) return null;
  const tier = loyaltyTierNamed(loyalty.tierName);
  const next = nextLoyaltyTier(loyalty.tierName);
  return (
    <SubscriberArea current="/mon-compte/fidelite" title="Mon club fidélité">
      <section aria-labelledby={tierId} className={styles.section}>
        <h2 id={tierId}>Votre palier</h2>
        <p className={styles.tier}>{loyalty.tierName}</p>
        {loyalty.points === null ? null : (
          <p>
            {formatNumber(loyalty.points)}&nbsp;point{loyalty.points > 1 ? 's' : ''} cumulé
            {loyalty.points > 1 ? 's' : ''}
          </p>
        )}
        {tier ? (
          <p>
            {/* a prospect has no box yet: the first tier is theirs with their first one */}
            Votre palier {visitor.funnelCompleted ? 'est' : 'sera'} atteint{' '}
            {loyaltyTierThreshold(tier)}.
          </p>
        ) : null}
      </section>
      <section aria-labelledby={nextId} className={styles.section}>
        {next ? (
          <>
            <h2 id={nextId}>Prochain palier&nbsp;: {next.name}</h2>
            <p>Il s’atteint {loyaltyTierThreshold(next)}, et vous apporte en plus&nbsp;:</p>
            <ul className={styles.benefits}>
              {next.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h2 id={nextId}>Prochain palier</h2>
            <p>
              {tier
                ? 'Vous avez atteint le plus haut palier du club\u00a0: il vous est acquis pour de bon.'
                : 'Votre palier vous est propre\u00a0: notre service client vous en dira plus.'}
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={allId} className={styles.all}>
        <h2 id={allId}>Les paliers du club</h2>
        <LoyaltyTierList current={tier?.name} />
        <p>
          <Link to="/le-club">Découvrir le club fidélité</Link>
        </p>
      </section>
    </SubscriberArea>
  );
}
