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
  if (typeof raw !== 'string' || raw.length > 2000) throw badRequest('Invalid returnUrl');
  if (/^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(raw)) return raw;
  throw badRequest('Invalid returnUrl');
}
