import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatPrice } from '../../../shared/format-fr.ts';
import {
  isGiftCardCode,
  normaliseGiftCardCode,
  type GiftCard,
} from '../../../shared/gift-card-code.ts';
import { showToast } from '../../components/messages/messages.ts';
import { frenchMessageOf, isNotFound } from '../api-error.ts';
import type { ApiClient } from '../api-client.ts';
import { useClients } from '../api-context.tsx';
import { useStoreCode, useStoredCode, type CodeOutcome } from './stored-code.ts';

// A gift card typed where an order is priced (ADR 036), as the promo code is (spec §4): checked
// with GET /discounts/add-gift-card/{code} (spec §7), kept in localStorage (lsfGiftCardCode,
// stored-code.ts) and the query cache, forgotten when the check fails. Checking does not spend
// the card: the product API does once the order is paid.

export type StoredGiftCard =
  /** not read yet: the server's render and the browser's first one */
  | { status: 'unread' }
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; giftCard: GiftCard };

export const giftCardRefusedMessage =
  'Cette carte cadeau n’existe pas, a déjà été utilisée ou a expiré.';

/** A card's check; its refusal is said beside the field, never in the global toast. */
const giftCardCheckQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['gift-card', 'check', code],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<GiftCard> => {
      const [{ giftCardAnswer }, body] = await Promise.all([
        import('./gift-card-answer.ts'),
        api.get(`/discounts/add-gift-card/${encodeURIComponent(code)}`, undefined, {
          skipGlobalNotify: true,
        }),
      ]);
      return giftCardAnswer.parse(body).data;
    },
  });

/**
 * The visitor's gift card, once checked. Read after hydration only, like the promo code; a
 * stored code no card can have is forgotten without a call.
 */
export function useStoredGiftCard(): StoredGiftCard {
  const { api } = useClients();
  const stored = useStoredCode('gift-card');
  const store = useStoreCode('gift-card');
  const malformed = typeof stored === 'string' && !isGiftCardCode(stored);
  const code = malformed ? null : stored;
  const check = useQuery({
    ...giftCardCheckQuery(api, code ?? ''),
    enabled: typeof code === 'string',
  });
  const refused = malformed || isNotFound(check.error);
  useEffect(() => {
    if (refused) store(null);
  }, [refused, store]);

  if (code === undefined) return { status: 'unread' };
  if (code === null) return { status: 'none' };
  if (check.data) return { status: 'valid', giftCard: check.data };
  return check.isError ? { status: 'none' } : { status: 'checking', code };
}

/**
 * Applying a card typed by the visitor: normalised and its shape checked before any call,
 * then checked, stored and announced by a positive toast; a refusal clears the stored card
 * and says why for the field to show. Removing it forgets it everywhere.
 */
export function useGiftCardActions() {
  const { api } = useClients();
  const queryClient = useQueryClient();
  const store = useStoreCode('gift-card');
  return {
    async apply(typed: string): Promise<CodeOutcome> {
      const refuse = (message: string): CodeOutcome => {
        store(null);
        return { applied: false, message };
      };
      const code = normaliseGiftCardCode(typed);
      if (!code) return { applied: false, message: 'Saisissez le code de votre carte cadeau.' };
      if (!isGiftCardCode(code)) return refuse(giftCardRefusedMessage);
      let card: GiftCard;
      try {
        card = await queryClient.fetchQuery(giftCardCheckQuery(api, code));
      } catch (error) {
        return refuse(isNotFound(error) ? giftCardRefusedMessage : frenchMessageOf(error));
      }
      store(code);
      showToast(
        `La carte cadeau ${code} de ${formatPrice(card.value)} a bien été prise en compte.`,
        'success',
      );
      return { applied: true };
    },
    remove: () => store(null),
  };
}
