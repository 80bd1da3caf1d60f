import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DatabaseBusyError, isBusy, uniqueViolation } from '../db/sqlite-errors.ts';
import { ApiError, notFound, notUnique, serviceUnavailable } from './api-error.ts';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Every error as Strapi's `{ data: null, error }`; a 500 only for what we did not foresee. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const apiError = toApiError(error);
    if (apiError.status === 503)
      logger.warn({ url: req.originalUrl }, 'database busy, write given up');
    else if (apiError.status >= 500)
      logger.error({ err: error, url: req.originalUrl }, 'unexpected error');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(apiError.status).set(apiError.headers).json(apiError.toBody());
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseBusyError || isBusy(error)) return serviceUnavailable();
  // a unique field written twice at once gets past the routes' checks: still a 400 (spec §8)
  const duplicate = uniqueViolation(error);
  if (duplicate) return notUnique(duplicate.column);
  const { status, statusCode, type } = (error ?? {}) as HttpError;
  switch (type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'ValidationError', 'Invalid JSON: only objects or arrays accepted');
    case 'entity.too.large':
      return new ApiError(413, 'PayloadTooLargeError', 'Payload Too Large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'UnsupportedMediaTypeError', 'Unsupported Media Type');
  }
  if (error instanceof URIError) return new ApiError(400, 'BadRequestError', 'Bad Request');
  const code = status ?? statusCode;
  if (typeof code === 'number' && code >= 400 && code < 500)
    return new ApiError(code, 'BadRequestError', 'Bad Request');
  return new ApiError(500, 'InternalServerError', 'Internal Server Error');
}

export const notFoundHandler: RequestHandler = () => {
  throw notFound();
};
