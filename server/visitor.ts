import { LRUCache } from 'lru-cache';
import { anonymousVisitor } from '../shared/guard.ts';
import { visitorOf, type ApiUser } from '../shared/user-flags.ts';

export interface ServerVisitor {
  authenticated: boolean;
  funnelCompleted: boolean;
  firstName: string | null;
}

export const anonymous: ServerVisitor = { ...anonymousVisitor, firstName: null };

export type TokenCheck =
  { kind: 'visitor'; visitor: ServerVisitor } | { kind: 'rejected' } | { kind: 'unavailable' };

export interface VisitorResolver {
  /** `requestId` goes into the product API's log with its check (README « Operating it ») */
  resolve(token: string, requestId: string): Promise<TokenCheck>;
  /** a logged-out token: its kept answer goes, and none is kept for it any more */
  forget(token: string): void;
  /** its holder changed something (a first box paid): asked again next time (ADR 043) */
  refresh(token: string): void;
}

/**
 * Who holds a token: checked against /users/me (spec §7), each answer kept a short while per
 * token (DESIGN §3) so that a visit does not cost one backend call per page.
 */
export function createVisitorResolver(options: {
  apiUrl: () => string;
  timeoutMs: number;
  ttlMs: number;
}): VisitorResolver {
  const known = new LRUCache<string, ServerVisitor>({ max: 10_000, ttl: options.ttlMs });
  // a check still in flight when its token is logged out must not put it back in `known`
  const forgotten = new LRUCache<string, true>({ max: 10_000, ttl: options.ttlMs });

  async function resolve(token: string, requestId: string): Promise<TokenCheck> {
    const cached = known.get(token);
    if (cached) return { kind: 'visitor', visitor: cached };
    let response: Response;
    try {
      response = await fetch(
        `${options.apiUrl()}/api/users/me?populate[0]=subscriptions&populate[1]=loyalty`,
        {
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token}`,
            'X-Request-Id': requestId,
          },
          signal: AbortSignal.timeout(options.timeoutMs),
        },
      );
    } catch {
      return { kind: 'unavailable' };
    }
    if (response.status === 401 || response.status === 403) return { kind: 'rejected' };
    if (!response.ok) return { kind: 'unavailable' };
    const user = (await response.json()) as ApiUser;
    const visitor: ServerVisitor = { ...visitorOf(user), firstName: user.first_name ?? null };
    if (!forgotten.has(token)) known.set(token, visitor);
    return { kind: 'visitor', visitor };
  }

  return {
    resolve,
    forget(token) {
      known.delete(token);
      forgotten.set(token, true);
    },
    refresh(token) {
      known.delete(token);
    },
  };
}
