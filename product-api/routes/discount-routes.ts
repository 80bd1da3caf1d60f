import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context.ts';
import { invalidPayload, notFound } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { usableGiftCard, validCoupon } from '../orders/order-codes.ts';
import { authoriseCard } from '../payments/authorise-card.ts';
import {
  giftCardEntry,
  giftCardValues,
  issueGiftCard,
  logGiftCardEmail,
} from '../payments/gift-cards.ts';
import { idempotentRequest, writeOnce } from '../payments/idempotency.ts';
import { readPaymentMethod, readReturnUrl } from '../payments/payment-method.ts';
import { recordPayment, redirectAnswer, refusalAnswer } from '../payments/payment-records.ts';
import { currentUser } from '../users/current-user.ts';

const codePattern = /^[A-Za-z0-9_-]{1,64}$/;
// counted as the visitor sees them: code points of the composed (NFC) text, so that « é » is one
// character however it was typed and an emoji is one, not two UTF-16 units
const messageLength = 300;

const giftCardOrder = z.object({
  value: z.number().refine((v) => giftCardValues.includes(v), {
    message: `value must be one of ${giftCardValues.join(', ')}`,
  }),
  email: z.email().max(254),
  recipient_name: z.string().trim().min(1).max(80),
  recipient_email: z.email().max(254).optional(),
  message: z
    .string()
    .trim()
    .normalize('NFC')
    .refine((message) => [...message].length <= messageLength, {
      message: `message must be at most ${messageLength} characters`,
    })
    .optional(),
});

export function discountRoutes(ctx: ApiContext): Router {
  const router = Router();
  // codes can be guessed one request at a time: both checks share one limit per address
  const limitCodeChecks = limitRequests(ctx.rateLimiters.codeChecksPerIp, clientAddress);
  // card numbers can be tried one payment at a time: one limit per address, shared with the
  // payment calls of payment-routes.ts (README "Limits")
  const limitPayments = limitRequests(ctx.rateLimiters.paymentsPerIp, clientAddress);

  // spec §5: a promo code must exist and not be expired; the answer is the coupon itself
  router.get(
    '/discounts/:code/check',
    limitCodeChecks,
    route((req) => {
      const code = String(req.params.code);
      if (!codePattern.test(code)) throw notFound('code not found');
      const discount = validCoupon(ctx, code);
      if (!discount) throw notFound('code not found');
      return {
        id: discount.id,
        documentId: discount.document_id,
        code: discount.code,
        scope: discount.scope,
        discount_type: discount.discount_type,
        value: discount.value,
        max_value: discount.max_value,
        expires_at: discount.expires_at,
      };
    }),
  );

  // A gift card's code typed in the basket: the card, while it is unused and valid.
  router.get(
    '/discounts/add-gift-card/:id',
    limitCodeChecks,
    route((req) => {
      const code = String(req.params.id);
      if (!codePattern.test(code)) throw notFound('code not found');
      const card = usableGiftCard(ctx, code);
      if (!card) throw notFound('code not found');
      return { data: giftCardEntry(card), meta: {} };
    }),
  );

  router.post(
    '/discounts/pay-gift-card',
    limitPayments,
    route(async (req, res) => {
      const idempotent = idempotentRequest(req, 'gift_card');
      const data = bodyObject(req.body, true);
      const parsed = giftCardOrder.safeParse(data);
      if (!parsed.success) {
        throw invalidPayload(parsed.error.issues);
      }
      const method = readPaymentMethod(data.paymentMethod);
      const returnUrl = readReturnUrl(data.returnUrl);
      const order = {
        value: parsed.data.value,
        buyerEmail: parsed.data.email,
        recipientName: parsed.data.recipient_name,
        recipientEmail: parsed.data.recipient_email ?? null,
        message: parsed.data.message ?? null,
      };
      const authorisation = authoriseCard(method, ctx.now());
      const { answer, replayed } = await writeOnce(ctx, idempotent, () => {
        const recorded = recordPayment(ctx, {
          kind: 'gift_card',
          amountValue: order.value * 100,
          authorisation,
          pendingOrder: order,
          userId: currentUser(res)?.id ?? null,
          returnUrl,
        });
        if (authorisation.resultCode === 'RedirectShopper')
          return { data: redirectAnswer(recorded) };
        if (authorisation.resultCode !== 'Authorised')
          return { data: refusalAnswer(authorisation, recorded) };
        return {
          data: {
            resultCode: 'Authorised',
            pspReference: recorded.pspReference,
            merchantReference: recorded.merchantReference,
            amount: { value: order.value * 100, currency: 'EUR' },
            giftCard: issueGiftCard(ctx, order, recorded.id),
          },
        };
      });
      // written once the card is in the database, as the reset code is, and once only
      if (!replayed && 'giftCard' in answer.data)
        logGiftCardEmail(ctx, order, answer.data.giftCard);
      return answer;
    }),
  );

  return router;
}
