import express from 'express';
import { pinoHttp } from 'pino-http';
import qs from 'qs';
import type { TrustProxy } from './config/trust-proxy.ts';
import type { ApiContext } from './context.ts';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
import { loggedUrl } from './http/logged-url.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { blogRoutes } from './routes/blog-routes.ts';
import { challengeRoutes } from './routes/challenge-routes.ts';
import { collectionRoutes } from './routes/collection-routes.ts';
import { discountRoutes } from './routes/discount-routes.ts';
import { firstOrderRoutes } from './routes/first-order-routes.ts';
import { menuRoutes } from './routes/menu-routes.ts';
import { newsletterRoutes } from './routes/newsletter-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { ownSubscriptionRoutes } from './routes/own-subscription-routes.ts';
import { passwordResetRoutes } from './routes/password-reset-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { recipeRoutes } from './routes/recipe-routes.ts';
import { reviewsCacheRoute } from './routes/reviews-cache-route.ts';
import { subscriptionRoutes } from './routes/subscription-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { authenticate } from './users/current-user.ts';

// what the site's request ids look like (server/request-id.ts): anything else is not kept
const sentRequestId = /^[A-Za-z0-9._-]{1,64}$/;

export interface ProductApiOptions {
  /** serves /uploads; the site's pictures (see images/uploads-router.ts) */
  uploads?: express.Router;
  /** whose X-Forwarded-For to believe for the visitor's address; `loopback` (the local site) */
  trustProxy?: TrustProxy;
}

/** The embedded product API (DESIGN §8): Strapi v5 conventions under /api. Never listens. */
export function createProductApiApp(
  ctx: ApiContext,
  options: ProductApiOptions = {},
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // the per-address limits count the visitor, whom the site's proxy names in X-Forwarded-For
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  // Strapi's bracket syntax (filters[slug][$eq]=…), with bounds so a hostile query stays cheap
  app.set('query parser', (query: string) =>
    qs.parse(query, { depth: 10, arrayLimit: 100, parameterLimit: 500, allowPrototypes: false }),
  );

  // request id and access log: method, path and status only, never a header (bearer tokens);
  // the id the site sends with a visitor's calls, so that one request is followed through both
  let requests = 0;
  app.use(
    pinoHttp({
      logger: ctx.logger,
      quietReqLogger: true,
      genReqId: (req) => {
        const sent = req.headers['x-request-id'];
        return typeof sent === 'string' && sentRequestId.test(sent) ? sent : (requests += 1);
      },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // pictures and the reviews service's cache file live outside /api, as on the real hosts
  if (options.uploads) app.use(options.uploads);
  app.use(reviewsCacheRoute(ctx));
  app.get('/_health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const api = express.Router();
  // small JSON bodies only: every call of spec §7 fits in a few kilobytes
  api.use(express.json({ limit: '64kb', strict: true }));
  api.use(authenticate(ctx));
  api.use(authRoutes(ctx));
  api.use(passwordResetRoutes(ctx));
  api.use(userRoutes(ctx));
  api.use(profileRoutes(ctx));
  api.use(subscriptionRoutes(ctx));
  api.use(ownSubscriptionRoutes(ctx));
  api.use(firstOrderRoutes(ctx));
  api.use(orderRoutes(ctx));
  api.use(recipeRoutes(ctx));
  api.use(blogRoutes(ctx));
  api.use(menuRoutes(ctx));
  api.use(discountRoutes(ctx));
  api.use(paymentRoutes(ctx));
  api.use(challengeRoutes(ctx));
  api.use(newsletterRoutes(ctx));
  api.use(collectionRoutes(ctx));
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
