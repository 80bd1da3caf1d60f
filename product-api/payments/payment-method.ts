import { z } from 'zod';
import { ApiError, badRequest, invalidPayload } from '../http/api-error.ts';
import type { CardPaymentMethod } from './authorise-card.ts';

const cardMethod = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: z.string().min(1).max(100),
  encryptedExpiryMonth: z.string().min(1).max(20),
  encryptedExpiryYear: z.string().min(1).max(20),
  encryptedSecurityCode: z.string().min(1).max(20),
  holderName: z.string().trim().min(1).max(100),
});

/** The card payment method of a request, or the errors of spec §8 (422 when it is missing). */
export function readPaymentMethod(raw: unknown): CardPaymentMethod {
  if (raw === undefined || raw === null) {
    throw new ApiError(422, 'ValidationError', 'Payment method not provided');
  }
  const parsed = cardMethod.safeParse(raw);
  if (!parsed.success) {
    throw invalidPayload(parsed.error.issues);
  }
  return parsed.data;
}

/**
 * Where the shopper comes back after 3-D Secure: a path of the site, never another host (ADR
 * 076). Anyone may start a payment: a URL of their choosing would make the bank's page, on the
 * site's own address, send shoppers wherever they like.
 */
export function readReturnUrl(raw: unknown): string {
  if (raw === undefined) return '/';
  const path = typeof raw === 'string' && raw.length <= 2000 ? sitePathOf(raw) : undefined;
  if (path === undefined) throw badRequest('Invalid returnUrl');
  return path;
}

/**
 * `raw` as the path and query a browser would go to on the site, or undefined when it names
 * another host: one leading `/`, no backslash, space or control character (a browser drops a
 * tab or a line feed, which would make `/\t/host` a `//host`), and no dot segments that resolve
 * to `//host` (`/.//host`, `/%2e//host`) (ADR 076).
 */
export function sitePathOf(raw: string): string | undefined {
  if (!/^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(raw)) return undefined;
  const url = new URL(raw, 'http://return.invalid');
  if (url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}
