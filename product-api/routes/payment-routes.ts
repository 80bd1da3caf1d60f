import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { ApiError, applicationError, notFound } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { bodyObject, isRecord } from '../http/body.ts';
import { clientAddress } from '../limits/client-address.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import { orderDetails } from '../orders/order-entry.ts';
import { completeFirstOrder, type PendingFirstOrder } from '../orders/pay-first-order.ts';
import { authoriseCard, type CardDetails } from '../payments/authorise-card.ts';
import {
  purchasedGiftCard,
  issueGiftCard,
  logGiftCardEmail,
  type GiftCardOrder,
} from '../payments/gift-cards.ts';
import { idempotentRequest, writeOnce } from '../payments/idempotency.ts';
import { readPaymentMethod, readReturnUrl } from '../payments/payment-method.ts';
import { recordPayment, redirectAnswer, refusalAnswer } from '../payments/payment-records.ts';
import { saveCard, storedCard } from '../payments/stored-cards.ts';
import { currentUser, requireUser } from '../users/current-user.ts';

export function paymentRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();
  // spec §4: a subscription whose funnel is completed and that is not suspended is delivered
  const hasActiveSubscription = (userId: number) =>
    store.first(
      db
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .where('funnel_completed', '=', 1)
        .where('suspended', '=', 0),
    ) !== undefined;
  // card numbers and redirect results can be tried one call at a time: the payment calls of
  // this router, /discounts/pay-gift-card and /orders/{id}/pay share one limit per address
  // (README "Limits")
  const limitPayments = limitRequests(ctx.rateLimiters.paymentsPerIp, clientAddress);
  const limitPaymentSteps = limitRequests(ctx.rateLimiters.paymentStepsPerIp, clientAddress);

  router.post(
    '/adyen/availablePaymentMethods',
    route((_req, res) => {
      const user = currentUser(res);
      const cards = user
        ? store.all(db.selectFrom('credit_cards').selectAll().where('user_id', '=', user.id))
        : [];
      return {
        paymentMethods: [
          {
            type: 'scheme',
            name: 'Carte bancaire',
            brands: ['cartebancaire', 'visa', 'mc', 'amex'],
          },
        ],
        storedPaymentMethods: cards.map((card) => ({
          id: card.stored_payment_method_id,
          type: 'scheme',
          brand: card.brand,
          lastFour: card.last_four,
          expiryMonth: card.expiry_month,
          expiryYear: card.expiry_year,
          holderName: card.holder_name,
        })),
      };
    }),
  );

  // Completes a payment that asked for 3-D Secure, from the redirectResult the shopper came
  // back with. Answering twice for the same payment creates nothing twice.
  router.post(
    '/adyen/payments/details',
    limitPaymentSteps,
    route(async (req) => {
      const root =
        isRecord(req.body) && isRecord(req.body.data)
          ? req.body.data
          : isRecord(req.body)
            ? req.body
            : {};
      const details = isRecord(root.details) ? root.details : {};
      const redirectResult = details.redirectResult;
      // read inside the write, so that two answers for one payment cannot both complete it
      const completed = await store.write(() => {
        const payment =
          typeof redirectResult === 'string' && redirectResult.length <= 200
            ? store.first(
                db.selectFrom('payments').selectAll().where('redirect_result', '=', redirectResult),
              )
            : undefined;
        if (!payment)
          throw new ApiError(
            422,
            'ValidationError',
            'Order reference not found in the payment response',
          );
        // the shopper refused the bank's authentication (routes/challenge-routes.ts)
        if (payment.result_code === 'Refused')
          return {
            data: {
              resultCode: 'Refused',
              refusalReason: payment.refusal_reason,
              pspReference: payment.psp_reference,
              merchantReference: payment.merchant_reference,
            },
          };
        const answer = {
          resultCode: 'Authorised',
          pspReference: payment.psp_reference,
          merchantReference: payment.merchant_reference,
          amount: { value: payment.amount_value, currency: payment.currency },
        };
        if (payment.result_code === 'RedirectShopper' && payment.pending_order) {
          store.run(
            db
              .updateTable('payments')
              .set({ result_code: 'Authorised', updated_at: ctx.now().toISOString() })
              .where('id', '=', payment.id),
          );
          if (payment.kind === 'gift_card') {
            const order = JSON.parse(payment.pending_order) as GiftCardOrder;
            const giftCard = issueGiftCard(ctx, order, payment.id);
            return { data: { ...answer, giftCard }, issued: { order, giftCard } };
          }
          if (payment.kind === 'first_order') {
            const pending = JSON.parse(payment.pending_order) as PendingFirstOrder;
            const paid = completeFirstOrder(ctx, {
              ...pending,
              id: payment.id,
              userId: payment.user_id ?? 0,
            });
            return { data: { ...answer, ...paid } };
          }
          const card = saveCard(
            ctx,
            payment.user_id ?? 0,
            JSON.parse(payment.pending_order) as CardDetails,
            payment.id,
          );
          return { data: { ...answer, card } };
        }
        if (payment.kind === 'gift_card') {
          const giftCard = store.first(
            db.selectFrom('gift_cards').selectAll().where('payment_id', '=', payment.id),
          );
          return { data: { ...answer, giftCard: giftCard ? purchasedGiftCard(giftCard) : null } };
        }
        if (payment.kind === 'first_order') {
          const order = store.first(
            db.selectFrom('orders').selectAll().where('payment_id', '=', payment.id),
          );
          return {
            data: { ...answer, order: order ? orderDetails(ctx, order, ctx.now()) : null },
          };
        }
        // a card saved after 3-D Secure: the same card again
        const saved = store.first(
          db.selectFrom('credit_cards').selectAll().where('payment_id', '=', payment.id),
        );
        return { data: saved ? { ...answer, card: storedCard(saved) } : answer };
      });
      // written once the card is in the database, as the reset code is
      if (completed.issued)
        logGiftCardEmail(ctx, completed.issued.order, completed.issued.giftCard);
      return { data: completed.data };
    }),
  );

  router.get(
    '/credit-cards',
    route((_req, res) => {
      const user = requireUser(res);
      const cards = store.all(
        db.selectFrom('credit_cards').selectAll().where('user_id', '=', user.id).orderBy('id'),
      );
      return { data: cards.map(storedCard), meta: {} };
    }),
  );

  // README « Payment cards »: the customer's own card only (another's is a 404, as unknown);
  // the last one of an active subscription pays its next boxes, so it stays
  router.delete(
    '/credit-cards/:id',
    route(async (req, res) => {
      const user = requireUser(res);
      const key = String(req.params.id);
      const removed = await store.write(() => {
        const card = store.first(
          db
            .selectFrom('credit_cards')
            .selectAll()
            .where('user_id', '=', user.id)
            .where((eb) =>
              /^\d{1,15}$/.test(key) ? eb('id', '=', Number(key)) : eb('document_id', '=', key),
            ),
        );
        if (!card) throw notFound();
        const others = store.first(
          db
            .selectFrom('credit_cards')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', user.id)
            .where('id', '!=', card.id),
        );
        if (others?.count === 0 && hasActiveSubscription(user.id))
          throw applicationError('Cannot remove the last card of an active subscription');
        store.run(db.deleteFrom('credit_cards').where('id', '=', card.id));
        return card;
      });
      return { data: storedCard(removed), meta: {} };
    }),
  );

  // spec §5: creating a payment card requires the customer's reference at the payment provider
  router.post(
    '/credit-cards/add',
    limitPayments,
    route(async (req, res) => {
      const user = requireUser(res);
      // one customer's key never answers with another's card
      const idempotent = idempotentRequest(req, `card_add:${user.id}`);
      if (!user.adyen_shopper_reference) {
        throw new ApiError(
          400,
          'ApplicationError',
          'Card creation impossible: customer reference missing',
        );
      }
      const data = bodyObject(req.body, true);
      const method = readPaymentMethod(data.paymentMethod);
      const returnUrl = readReturnUrl(data.returnUrl);
      const authorisation = authoriseCard(method, ctx.now());
      const { answer } = await writeOnce(ctx, idempotent, () => {
        const recorded = recordPayment(ctx, {
          kind: 'card_add',
          amountValue: 0,
          authorisation,
          pendingOrder: 'card' in authorisation ? authorisation.card : null,
          userId: user.id,
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
            card: saveCard(ctx, user.id, authorisation.card, recorded.id),
          },
        };
      });
      return answer;
    }),
  );

  return router;
}
