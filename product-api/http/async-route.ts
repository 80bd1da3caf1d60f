import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Express 5 forwards rejected promises itself; this only types handlers that return one. */
export const route =
  (
    handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown,
  ): RequestHandler =>
  async (req, res, next) => {
    const body = await handler(req, res, next);
    if (body !== undefined && !res.headersSent) res.json(body);
  };
