import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Coupon } from '../../../shared/coupon.ts';
import { isNotFound } from '../../api/api-error.ts';
import { useClients } from '../../api/api-context.tsx';

// spec §3: the promo code is kept in localStorage under lsfCouponCode; spec §4: it is checked
// with GET /discounts/{code}/check, and forgotten when the check fails.
// (A page-level hook until a discounts query module exists in client/api/queries.)
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

/**
 * The visitor's promo code, once checked. Read after hydration only: the server cannot know
 * it, so the first render (server and browser alike) is « unread ».
 */
export function useStoredCoupon(): StoredCoupon {
  const { api } = useClients();
  // undefined: storage not read yet; null: no code
  const [code, setCode] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setCode(storage()?.getItem(couponStorageKey)?.trim() || null);
  }, []);

  const check = useQuery({
    queryKey: ['coupon-check', code],
    enabled: typeof code === 'string',
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async (): Promise<Coupon> => {
      const [{ couponAnswer }, body] = await Promise.all([
        import('./coupon-answer.ts'),
        // a silent check of a code typed earlier: an expired one is just forgotten (spec §4)
        api.get(`/discounts/${encodeURIComponent(code ?? '')}/check`, undefined, {
          skipGlobalNotify: true,
        }),
      ]);
      return couponAnswer.parse(body);
    },
  });

  useEffect(() => {
    if (isNotFound(check.error)) {
      storage()?.removeItem(couponStorageKey);
      setCode(null);
    }
  }, [check.error]);

  if (code === undefined) return { status: 'unread' };
  if (code === null) return { status: 'none' };
  if (check.data) return { status: 'valid', coupon: check.data };
  return check.isError ? { status: 'none' } : { status: 'checking', code };
}
