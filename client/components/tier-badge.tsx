import { Badge, type BadgeTone } from './badge.tsx';

// spec §9: recipe tiers classique, signature, premium, premium_plus
const tiers: Record<string, { label: string; tone: BadgeTone }> = {
  signature: { label: 'Signature', tone: 'herb' },
  premium: { label: 'Premium', tone: 'brand' },
  premium_plus: { label: 'Premium+', tone: 'dark' },
};

/** A recipe's tier when it is above « classique » (the default says nothing worth a badge). */
export function TierBadge({ tier, className }: { tier: string; className?: string }) {
  const known = tiers[tier];
  return known ? (
    <Badge tone={known.tone} className={className}>
      {known.label}
    </Badge>
  ) : null;
}
