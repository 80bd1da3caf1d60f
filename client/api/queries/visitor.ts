import { queryOptions } from '@tanstack/react-query';
import { anonymousVisitor, type Visitor } from '../../../shared/guard.ts';
import { sitePath } from '../../app/base-path.ts';

export interface SessionVisitor extends Visitor {
  firstName: string | null;
}

export const anonymousSession: SessionVisitor = { ...anonymousVisitor, firstName: null };

/**
 * Who is visiting. The server resolves it from the auth cookie and primes this query; the
 * browser asks /auth/session again after a login or a logout.
 */
export const visitorQuery = () =>
  queryOptions({
    queryKey: ['visitor'],
    staleTime: Infinity,
    queryFn: async (): Promise<SessionVisitor> => {
      const response = await fetch(sitePath('/auth/session'), {
        headers: { Accept: 'application/json' },
      });
      return response.ok ? ((await response.json()) as SessionVisitor) : anonymousSession;
    },
  });
