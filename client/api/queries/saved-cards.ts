import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client.ts';

/** A card saved for the boxes (ADR 048): never more than its last four digits. */
export interface SavedCard {
  /** its documentId, which the remove form posts */
  key: string;
  /** Adyen's brand code (cartebancaire, visa, mc, amex) */
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
}

export const savedCardsKey = ['credit-cards'] as const;

/** GET /credit-cards with the visitor's session, parsed where fetched. */
export const savedCardsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: savedCardsKey,
    queryFn: async (): Promise<SavedCard[]> => {
      const [{ savedCardsAnswer }, body] = await Promise.all([
        import('./saved-cards-schema.ts'),
        api.get('/credit-cards'),
      ]);
      return savedCardsAnswer.parse(body).data.map((card) => ({
        key: card.documentId,
        brand: card.brand,
        lastFour: card.last_four,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        holderName: card.holder_name,
      }));
    },
  });
