import type { Selectable } from 'kysely';
import type { ApiContext } from '../context.ts';
import type { GiftCardsTable } from '../db/schema.ts';

// The codes a customer types in the basket: a promo code (spec §5: it must exist and not be
// expired) and a gift card (unused and valid). Codes are matched in any case.

/** The promo code `code`, unless it is unknown or expired. */
export function validCoupon(ctx: ApiContext, code: string) {
  const { store } = ctx;
  const discount = store.first(
    store.db.selectFrom('discounts').selectAll().where('code', '=', code),
  );
  if (!discount) return undefined;
  const expired = discount.expires_at !== null && discount.expires_at <= ctx.now().toISOString();
  return expired ? undefined : discount;
}

/** Why a gift card cannot pay (spec §8's « code not found » when expired), or undefined. */
export function giftCardRefusal(card: Selectable<GiftCardsTable>, now: Date): string | undefined {
  if (card.used_by_user_id !== null) return 'Gift card already used';
  if (card.expires_at <= now.toISOString()) return 'code not found';
  return undefined;
}

/** The gift card `code`, while it is unused and valid. */
export function usableGiftCard(ctx: ApiContext, code: string) {
  const card = ctx.store.first(
    ctx.store.db.selectFrom('gift_cards').selectAll().where('code', '=', code),
  );
  return card && !giftCardRefusal(card, ctx.now()) ? card : undefined;
}
