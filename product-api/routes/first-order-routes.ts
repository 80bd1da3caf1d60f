import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { weekParam } from '../catalogue/week-param.ts';
import { plannedWeeks } from '../catalogue/weekly-menus.ts';
import type { ApiContext } from '../context.ts';
import { ApiError, badRequest, invalidPayload } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject, isRecord } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { createFirstOrder } from '../orders/create-first-order.ts';
import { deliveryAddress } from '../orders/delivery-address.ts';
import { deliveryDays, deliverySlots } from '../orders/delivery-schedule.ts';
import { orderDetails } from '../orders/order-entry.ts';
import { ownOrder } from '../orders/own-order.ts';
import { checkPayable, completeFirstOrder } from '../orders/pay-first-order.ts';
import { authoriseCard } from '../payments/authorise-card.ts';
import { idempotentRequest, writeOnce } from '../payments/idempotency.ts';
import { readPaymentMethod, readReturnUrl } from '../payments/payment-method.ts';
import {
  authoriseStoredCard,
  namesStoredCard,
  storedCardOf,
} from '../payments/stored-card-payment.ts';
import { storedCard } from '../payments/stored-cards.ts';
import { recordPayment, redirectAnswer, refusalAnswer } from '../payments/payment-records.ts';
import {
  funnelSubscriptionRequest,
  saveFunnelSubscription,
} from '../subscriptions/funnel-subscription.ts';
import { requireUser } from '../users/current-user.ts';

const weekMessage = { error: 'week must be an ISO week number from 1 to 53' };
const dateMessage = { error: 'delivery_date must be a date, YYYY-MM-DD' };
/** 2026-12-03 is one; 2026-02-30 is none, though Date.parse reads it as 2 March. */
const isCalendarDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) || 0).toISOString().startsWith(date);

const firstOrderRequest = z.strictObject({
  week: z.number(weekMessage).int(weekMessage).min(1, weekMessage).max(53, weekMessage),
  recipes: z
    .array(z.number().int().positive(), { error: 'recipes must be a list of recipe ids' })
    .min(1)
    .max(32),
  delivery: deliveryAddress,
  delivery_date: z
    .string(dateMessage)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { ...dateMessage, abort: true })
    .refine(isCalendarDay, dateMessage),
  slot: z.strictObject({ start: z.string().max(5), end: z.string().max(5) }),
  coupon_code: z.string().trim().max(64).nullish(),
  gift_card_code: z.string().trim().max(64).nullish(),
  // the box and its preferences, recorded with the order or not at all (README "Funnel")
  subscription: funnelSubscriptionRequest.optional(),
});

/** Whether an order's body names a promo code or a gift card, whatever else it holds. */
function carriesCode(body: unknown): boolean {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null) return false;
  const { coupon_code: coupon, gift_card_code: giftCard } = data as Record<string, unknown>;
  return Boolean(coupon) || Boolean(giftCard);
}

/**
 * The funnel's first order (README "Funnel"): its delivery days, its creation and its payment,
 * which completes the subscription's funnel.
 */
export function firstOrderRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const router = Router();
  // card numbers can be tried one payment at a time: the limit of the other payment calls
  const limitPayments = limitRequests(ctx.rateLimiters.paymentsPerIp, clientAddress);
  const limitPaymentSteps = limitRequests(ctx.rateLimiters.paymentStepsPerIp, clientAddress);
  // a card's details are a card number tried; a stored card is a payment's next step
  const limitByCard: RequestHandler = (req, res, next) => {
    const data = isRecord(req.body) && isRecord(req.body.data) ? req.body.data : {};
    return namesStoredCard(data.paymentMethod)
      ? limitPaymentSteps(req, res, next)
      : limitPayments(req, res, next);
  };
  // an order refused says which of its codes does not exist: with a code, it is a code check
  // and spends a point of their limit (discount-routes.ts)
  const limitCodes = limitRequests(ctx.rateLimiters.codeChecksPerIp, (req) =>
    carriesCode(req.body) ? clientAddress(req) : undefined,
  );

  // the days a first order of `week` can be delivered: none out of the planning
  router.get(
    '/delivery-days',
    route((req) => {
      const week = weekParam(req.query.week, 'week', ctx.now());
      if (!week) throw badRequest('Missing week: expected an ISO week number from 1 to 53');
      const planned = plannedWeeks(ctx).some((w) => w.year === week.year && w.week === week.week);
      return {
        data: planned ? deliveryDays(week, ctx.now()) : [],
        meta: { ...week, slots: deliverySlots },
      };
    }),
  );

  router.post(
    '/orders',
    limitCodes,
    route(async (req, res) => {
      const user = requireUser(res);
      const parsed = firstOrderRequest.safeParse(bodyObject(req.body, true));
      if (!parsed.success) throw invalidPayload(parsed.error.issues);
      const { subscription, ...request } = parsed.data;
      const order = await store.write(() => {
        if (subscription) saveFunnelSubscription(ctx, user.id, subscription);
        const orderId = createFirstOrder(ctx, user.id, request);
        return ownOrder(store, user.id, String(orderId));
      });
      res.status(201);
      return { data: orderDetails(ctx, order, ctx.now()), meta: {} };
    }),
  );

  router.post(
    '/orders/:key/pay',
    limitByCard,
    route(async (req, res) => {
      const user = requireUser(res);
      const { document_id: orderDocumentId } = ownOrder(store, user.id, String(req.params.key));
      // one customer's key never answers for another's order, nor for another of theirs
      const idempotent = idempotentRequest(req, `first_order:${user.id}`, {
        order: orderDocumentId,
        body: req.body,
      });
      // spec §5: the card paying the first order is saved for the next boxes
      if (!user.adyen_shopper_reference) {
        throw new ApiError(
          400,
          'ApplicationError',
          'Card creation impossible: customer reference missing',
        );
      }
      const data = bodyObject(req.body, true);
      // a card saved by /credit-cards/add, or a card's details (saved once authorised)
      const saved = namesStoredCard(data.paymentMethod)
        ? storedCardOf(ctx, user.id, data.paymentMethod)
        : undefined;
      const returnUrl = readReturnUrl(data.returnUrl);
      const authorisation = saved
        ? authoriseStoredCard(saved, ctx.now())
        : authoriseCard(readPaymentMethod(data.paymentMethod), ctx.now());
      const { answer } = await writeOnce(ctx, idempotent, () => {
        const order = ownOrder(store, user.id, orderDocumentId);
        checkPayable(ctx, order);
        // 0 € when the codes pay it all: a zero-amount authorisation, as a card is saved
        const amount = { value: Math.round(order.total * 100), currency: 'EUR' };
        const recorded = recordPayment(ctx, {
          kind: 'first_order',
          amountValue: amount.value,
          authorisation,
          pendingOrder:
            'card' in authorisation ? { orderDocumentId, card: authorisation.card } : null,
          userId: user.id,
          returnUrl,
        });
        if (authorisation.resultCode === 'RedirectShopper')
          return { data: redirectAnswer(recorded) };
        if (authorisation.resultCode !== 'Authorised')
          return { data: refusalAnswer(authorisation, recorded) };
        const paid = completeFirstOrder(ctx, {
          id: recorded.id,
          userId: user.id,
          orderDocumentId,
          card: saved ? null : authorisation.card,
        });
        return {
          data: {
            resultCode: 'Authorised',
            pspReference: recorded.pspReference,
            merchantReference: recorded.merchantReference,
            amount,
            ...(saved ? { card: storedCard(saved) } : {}),
            ...paid,
          },
        };
      });
      return answer;
    }),
  );

  return router;
}
