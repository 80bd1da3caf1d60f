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
  pspReference: string;
  merchantReference: string;
  redirectResult: string | null;
}

export function recordPayment(
  ctx: ApiContext,
  payment: {
    kind: 'gift_card' | 'card_add';
    amountValue: number;
    authorisation: Authorisation;
    pendingOrder: unknown;
    userId: number | null;
  },
): RecordedPayment {
  const now = ctx.now().toISOString();
  const pending = payment.authorisation.resultCode === 'RedirectShopper';
  const recorded = {
    pspReference: pspReference(),
    merchantReference: `POTI-${randomUUID().slice(0, 8).toUpperCase()}`,
    redirectResult: pending ? randomBytes(24).toString('base64url') : null,
  };
  ctx.store.run(
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
      user_id: payment.userId,
      created_at: now,
      updated_at: now,
    }),
  );
  return recorded;
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

/** Adyen's answer when the shopper must authenticate (3-D Secure) before the payment completes. */
export function redirectAnswer(recorded: RecordedPayment, returnUrl: string) {
  const separator = returnUrl.includes('?') ? '&' : '?';
  return {
    resultCode: 'RedirectShopper' as const,
    pspReference: recorded.pspReference,
    merchantReference: recorded.merchantReference,
    action: {
      type: 'redirect',
      method: 'GET',
      paymentMethodType: 'scheme',
      // test mode: the issuer's challenge is approved at once and the shopper sent straight back
      url: `${returnUrl}${separator}redirectResult=${recorded.redirectResult}`,
    },
  };
}
