import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import type { ApiContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import { clientAddress } from '../limits/client-address.ts';
import { sitePathOf } from '../payments/payment-method.ts';
import { limitRequests } from '../limits/limit-requests.ts';
import {
  challengeErrorPage,
  challengePage,
  tooManyChallengesPage,
  unknownChallengePage,
} from '../payments/challenge-page.ts';

const resultPattern = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The test mode's 3-D Secure step (README "3-D Secure"): a payment that answered
 * RedirectShopper sends the shopper here; confirming or refusing sends them back to the
 * payment's own return URL with its redirectResult, which /adyen/payments/details completes
 * (or reports refused).
 */
export function challengeRoutes(ctx: ApiContext): Router {
  const { store } = ctx;
  const { db } = store;
  const router = Router();
  const limit = limitRequests(ctx.rateLimiters.paymentStepsPerIp, clientAddress);

  const pendingPayment = (redirectResult: string) =>
    resultPattern.test(redirectResult)
      ? store.first(
          db
            .selectFrom('payments')
            .selectAll()
            .where('redirect_result', '=', redirectResult)
            .where('result_code', '=', 'RedirectShopper'),
        )
      : undefined;

  const html = (res: Response, status: number, body: string) => {
    res.status(status);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(body);
  };

  router.get('/adyen/challenge/:redirectResult', limit, (req, res) => {
    const payment = pendingPayment(String(req.params.redirectResult));
    if (!payment) return html(res, 404, unknownChallengePage());
    html(res, 200, challengePage(payment.amount_value));
  });

  router.post(
    '/adyen/challenge/:redirectResult',
    limit,
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    (req, res) => {
      const redirectResult = String(req.params.redirectResult);
      const payment = pendingPayment(redirectResult);
      if (!payment?.return_url) return html(res, 404, unknownChallengePage());
      const body = req.body as Record<string, unknown> | undefined;
      if (body?.outcome !== 'approve') {
        store.run(
          db
            .updateTable('payments')
            .set({
              result_code: 'Refused',
              refusal_reason: '3D Not Authenticated',
              pending_order: null,
              updated_at: ctx.now().toISOString(),
            })
            .where('id', '=', payment.id),
        );
      }
      const back = new URL(sitePathOf(payment.return_url) ?? '/', 'http://return.invalid');
      back.searchParams.set('redirectResult', redirectResult);
      res.setHeader('Cache-Control', 'no-store');
      // back to the site this page is on, whatever a payment of before ADR 076 kept
      res.redirect(303, `${back.pathname}${back.search}`);
    },
  );

  // the shopper reads every answer of this page: its refusals too are French pages, the
  // limit's 429 with its Retry-After (README "Limits"), never the API's JSON
  const errorPage: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status =
      error instanceof ApiError
        ? error.status
        : Number((error as { status?: unknown } | null)?.status) || 500;
    if (status >= 500) ctx.logger.error({ err: error }, 'the 3-D Secure page failed');
    if (error instanceof ApiError && status === 429) {
      res.set(error.headers);
      return html(res, 429, tooManyChallengesPage(Number(error.details.retryAfter) || 60));
    }
    html(res, status >= 400 && status < 600 ? status : 500, challengeErrorPage());
  };
  router.use('/adyen/challenge', errorPage);

  return router;
}
