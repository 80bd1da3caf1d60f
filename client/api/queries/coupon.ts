import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Coupon } from '../../../shared/coupon.ts';
import { showToast } from '../../components/messages/messages.ts';
import { isNotFound } from '../api-error.ts';
import type { ApiClient } from '../api-client.ts';
import { useClients } from '../api-context.tsx';

// spec §3: the promo code is kept in localStorage under lsfCouponCode; spec §4: it is checked
// with GET /discounts/{code}/check, and forgotten when the check fails. Every price of the site
// reads it from the query cache, so that a code applied anywhere shows everywhere at once.
export const couponStorageKey = 'lsfCouponCode';

export type StoredCoupon =
  /** not read yet: the server's render and the browser's first one */
  | { status: 'unread' }
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; coupon: Coupon };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private browsing, blocked cookies)
  }
}

function store(code: string | null) {
  if (code) storage()?.setItem(couponStorageKey, code);
  else storage()?.removeItem(couponStorageKey);
}

/** The code the visitor applied, as stored (null: none). */
const storedCodeQuery = () =>
  queryOptions({
    queryKey: ['coupon', 'stored-code'],
    staleTime: Infinity,
    queryFn: (): string | null => storage()?.getItem(couponStorageKey)?.trim() || null,
  });

/** A code's check; `silent` for a code typed earlier, which is just forgotten if it expired. */
const couponCheckQuery = (api: ApiClient, code: string, silent: boolean) =>
  queryOptions({
    queryKey: ['coupon', 'check', code],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<Coupon> => {
      const [{ couponAnswer }, body] = await Promise.all([
        import('./coupon-answer.ts'),
        api.get(`/discounts/${encodeURIComponent(code)}/check`, undefined, {
          skipGlobalNotify: silent,
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
  const queryClient = useQueryClient();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const stored = useQuery({ ...storedCodeQuery(), enabled: mounted });
  const code = stored.data;
  const check = useQuery({
    ...couponCheckQuery(api, code ?? '', true),
    enabled: typeof code === 'string',
  });
  useEffect(() => {
    if (!isNotFound(check.error)) return;
    store(null);
    queryClient.setQueryData(storedCodeQuery().queryKey, null);
  }, [check.error, queryClient]);

  if (!mounted || code === undefined) return { status: 'unread' };
  if (code === null) return { status: 'none' };
  if (check.data) return { status: 'valid', coupon: check.data };
  return check.isError ? { status: 'none' } : { status: 'checking', code };
}

/**
 * Applying a code typed by the visitor (spec §4): checked, then stored and announced by a
 * positive toast; a refused one clears the stored code, and the global toast says why in French
 * (spec §8) unless the caller asks for silence. Removing it forgets it everywhere.
 */
export function useCouponActions() {
  const { api } = useClients();
  const queryClient = useQueryClient();
  const setStored = (code: string | null) => {
    store(code);
    queryClient.setQueryData(storedCodeQuery().queryKey, code);
  };
  return {
    async apply(typed: string, options: { silent?: boolean } = {}): Promise<boolean> {
      const code = typed.trim();
      if (!code) return false;
      try {
        await queryClient.fetchQuery(couponCheckQuery(api, code, options.silent ?? false));
      } catch {
        setStored(null);
        return false;
      }
      setStored(code);
      showToast(`Le code promo ${code.toUpperCase()} a bien été pris en compte.`, 'success');
      return true;
    },
    remove: () => setStored(null),
  };
}
