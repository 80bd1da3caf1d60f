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

/** Where the shopper comes back after 3-D Secure: a path of the site or an http(s) URL. */
export function readReturnUrl(raw: unknown): string {
  if (raw === undefined) return '/';
  if (typeof raw !== 'string' || raw.length > 2000) throw badRequest('Invalid returnUrl');
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('Invalid returnUrl');
}
