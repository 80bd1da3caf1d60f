import { useConsent } from './consent.ts';

/**
 * The A/B-testing script of the routes that declare it (DESIGN §4), only once the visitor has
 * accepted A/B tests (ADR 011). The server never writes it; React 19 hoists the async script
 * into <head> and loads it once. The CSP names its origin (server/security-headers.ts).
 */
export function AbTestScript({ url }: { url: string | null }) {
  const consent = useConsent();
  return url && consent?.abTesting ? <script async src={url} /> : null;
}
