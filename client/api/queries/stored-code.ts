import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHydrated } from '../../app/use-hydrated.ts';

// spec §3: the codes a visitor applied live in the browser's localStorage — the promo code
// under lsfCouponCode; the gift card's, next to it, under lsfGiftCardCode (ADR 036). Each is
// mirrored in the query cache, so that a code applied anywhere shows in every price at once.
export const storedCodeKeys = {
  coupon: 'lsfCouponCode',
  'gift-card': 'lsfGiftCardCode',
} as const;

export type StoredCodeKind = keyof typeof storedCodeKeys;

/** What applying a typed code came to; a refusal says why, in French, beside the field. */
export type CodeOutcome = { applied: true } | { applied: false; message: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private browsing, blocked cookies)
  }
}

const storedCodeQuery = (kind: StoredCodeKind) =>
  queryOptions({
    queryKey: [kind, 'stored-code'],
    staleTime: Infinity,
    queryFn: (): string | null => storage()?.getItem(storedCodeKeys[kind])?.trim() || null,
  });

/**
 * The code stored (null: none). Undefined until hydrated: the server cannot know it, so the
 * first render, on either side, is the same for everyone.
 */
export function useStoredCode(kind: StoredCodeKind): string | null | undefined {
  const hydrated = useHydrated();
  const stored = useQuery({ ...storedCodeQuery(kind), enabled: hydrated });
  return hydrated ? stored.data : undefined;
}

/** Keeps `code` (null: forgets it), in localStorage and for every price of the page. */
export function useStoreCode(kind: StoredCodeKind): (code: string | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (code) => {
      if (code) storage()?.setItem(storedCodeKeys[kind], code);
      else storage()?.removeItem(storedCodeKeys[kind]);
      queryClient.setQueryData(storedCodeQuery(kind).queryKey, code);
    },
    [kind, queryClient],
  );
}
