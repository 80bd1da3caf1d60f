import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiContext } from '../context.ts';
import type { Authorisation } from './authorise-card.ts';

/** A 16-character PSP reference, like Adyen's. */
const pspReference = () =>
  BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(16, '0')
    .slice(-16);

export interface RecordedPayment {
  id: number;
  pspReference: string;
  merchantReference: string;
  redirectResult: string | null;
}

export function recordPayment(
  ctx: ApiContext,
  payment: {
    kind: 'gift_card' | 'card_add' | 'first_order';
    amountValue: number;
    authorisation: Authorisation;
    pendingOrder: unknown;
    userId: number | null;
    /** where the shopper comes back after 3-D Secure */
    returnUrl: string;
  },
): RecordedPayment {
  const now = ctx.now().toISOString();
  const pending = payment.authorisation.resultCode === 'RedirectShopper';
  const recorded = {
    pspReference: pspReference(),
    merchantReference: `POTI-${randomUUID().slice(0, 8).toUpperCase()}`,
    redirectResult: pending ? randomBytes(24).toString('base64url') : null,
  };
  const id = ctx.store.insertId(
    ctx.store.db.insertInto('payments').values({
      psp_reference: recorded.pspReference,
      merchant_reference: recorded.merchantReference,
      kind: payment.kind,
      amount_value: payment.amountValue,
      currency: 'EUR',
      result_code: payment.authorisation.resultCode,
      refusal_reason:
        'refusalReason' in payment.authorisation ? payment.authorisation.refusalReason : null,
      pending_order: pending ? JSON.stringify(payment.pendingOrder) : null,
      redirect_result: recorded.redirectResult,
      return_url: pending ? payment.returnUrl : null,
      user_id: payment.userId,
      created_at: now,
      updated_at: now,
    }),
  );
  return { id, ...recorded };
}

/** Adyen's answer for a refused or failed payment. */
export function refusalAnswer(authorisation: Authorisation, recorded: RecordedPayment) {
  return {
    resultCode: authorisation.resultCode,
    refusalReason: 'refusalReason' in authorisation ? authorisation.refusalReason : undefined,
    refusalReasonCode:
      'refusalReasonCode' in authorisation ? authorisation.refusalReasonCode : undefined,
    pspReference: recorded.pspReference,
    merchantReference: recorded.merchantReference,
  };
}

/**
 * Adyen's answer when the shopper must authenticate (3-D Secure) before the payment completes:
 * in test mode, the issuer's page is ours (routes/challenge-routes.ts), under the same /api
 * the site proxies, which sends the shopper back to the payment's return URL.
 */
export function redirectAnswer(recorded: RecordedPayment) {
  return {
    resultCode: 'RedirectShopper' as const,
    pspReference: recorded.pspReference,
    merchantReference: recorded.merchantReference,
    action: {
      type: 'redirect',
      method: 'GET',
      paymentMethodType: 'scheme',
      url: `/api/adyen/challenge/${recorded.redirectResult}`,
    },
  };
}
