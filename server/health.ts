import { Router } from 'express';

/** Liveness (the process answers) and readiness (the product API answers too). */
export function healthRoutes(productApiUrl: () => string): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const answer = await fetch(
        `${productApiUrl()}/api/pages?pagination[pageSize]=1&fields[0]=slug`,
        {
          signal: AbortSignal.timeout(2000),
        },
      );
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'product API unreachable' });
    }
  });
  return router;
}
