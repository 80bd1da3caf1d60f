import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Coupon } from '../../../shared/coupon.ts';
import { showToast } from '../../components/messages/messages.ts';
import { frenchMessageOf, isNotFound } from '../api-error.ts';
import type { ApiClient } from '../api-client.ts';
import { useClients } from '../api-context.tsx';
import { useStoreCode, useStoredCode, type CodeOutcome } from './stored-code.ts';

// spec §3: the promo code is kept in localStorage (lsfCouponCode, stored-code.ts); spec §4: it
// is checked with GET /discounts/{code}/check, and forgotten when the check fails. Every price
// of the site reads it from the query cache, so that a code applied anywhere shows everywhere.

export type StoredCoupon =
  /** not read yet: the server's render and the browser's first one */
  | { status: 'unread' }
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; coupon: Coupon };

/**
 * A code's check. Its failure shows no toast (spec §8's skip flag): a code typed earlier is
 * just forgotten if it expired, and a typed one's refusal is said beside its field.
 */
const couponCheckQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['coupon', 'check', code],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<Coupon> => {
      const [{ couponAnswer }, body] = await Promise.all([
        import('./coupon-answer.ts'),
        api.get(`/discounts/${encodeURIComponent(code)}/check`, undefined, {
          skipGlobalNotify: true,
        }),
      ]);
      return couponAnswer.parse(body);
    },
  });

/**
 * The visitor's promo code, once checked. Read after hydration only: the server cannot know
 * it, so the first render (server and browser alike) is « unread ».
 */
export function useStoredCoupon(): StoredCoupon {
  const { api } = useClients();
  const code = useStoredCode('coupon');
  const store = useStoreCode('coupon');
  const check = useQuery({
    ...couponCheckQuery(api, code ?? ''),
    enabled: typeof code === 'string',
  });
  useEffect(() => {
    if (isNotFound(check.error)) store(null);
  }, [check.error, store]);

  if (code === undefined) return { status: 'unread' };
  if (code === null) return { status: 'none' };
  if (check.data) return { status: 'valid', coupon: check.data };
  return check.isError ? { status: 'none' } : { status: 'checking', code };
}

/**
 * Applying a code typed by the visitor (spec §4): checked, then stored and announced by a
 * positive toast; a refused one clears the stored code and says why in French (spec §8) for
 * its field to show. Removing it forgets it everywhere.
 */
export function useCouponActions() {
  const { api } = useClients();
  const queryClient = useQueryClient();
  const store = useStoreCode('coupon');
  return {
    async apply(typed: string): Promise<CodeOutcome> {
      const code = typed.trim();
      if (!code) return { applied: false, message: 'Saisissez votre code promo.' };
      try {
        await queryClient.fetchQuery(couponCheckQuery(api, code));
      } catch (error) {
        store(null);
        return { applied: false, message: frenchMessageOf(error) };
      }
      store(code);
      showToast(`Le code promo ${code.toUpperCase()} a bien été pris en compte.`, 'success');
      return { applied: true };
    },
    remove: () => store(null),
  };
}
