import { visitorQuery, type SessionVisitor } from '../api/queries/visitor.ts';
import type { LoaderDeps } from '../routes/loader-deps.ts';

/**
 * spec §4: once the first order is paid, the funnel is completed. The visitor this page knows
 * learns it at once, so that the guard of the next client-side navigation sends them to the
 * subscriber site (the server forgets the visitor it kept for their token, ADR 043).
 */
export function funnelCompleted(deps: LoaderDeps): void {
  deps.queryClient.setQueryData<SessionVisitor>(visitorQuery().queryKey, (visitor) =>
    visitor?.authenticated ? { ...visitor, funnelCompleted: true } : visitor,
  );
}
