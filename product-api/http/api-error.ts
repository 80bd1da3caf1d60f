/** An error the API answers with, in Strapi's format: { data: null, error: { status, name, message, details } }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** response headers that go with the error (Retry-After) */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      data: null,
      error: {
        status: this.status,
        name: this.errorName,
        message: this.message,
        details: this.details,
      },
    };
  }
}

// The English server messages are those of spec §8: the site maps them to French.
export const badRequest = (message = 'Bad Request', details?: Record<string, unknown>) =>
  new ApiError(400, 'ValidationError', message, details);
/** A rule of the application refused the call (Strapi's ApplicationError). */
export const applicationError = (message: string) => new ApiError(400, 'ApplicationError', message);
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new ApiError(401, 'UnauthorizedError', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'ForbiddenError', message);
export const notFound = (message = 'Not Found') => new ApiError(404, 'NotFoundError', message);

/** A 400 listing what a zod schema found wrong with a payload. */
export const invalidPayload = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  badRequest('Bad Request', {
    errors: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  });

/** spec §8 « This attribute must be unique », Strapi's answer for a unique field already used. */
export const notUnique = (column: string) =>
  badRequest('This attribute must be unique', {
    errors: [{ path: [column], message: 'This attribute must be unique' }],
  });

/** A rate limit reached (README "Limits"): the seconds to wait in the details and Retry-After. */
export function tooManyRequests(msBeforeNext: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(
    429,
    'RateLimitError',
    'Too many requests, please try again later.',
    { retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** The database stayed locked by another writer: the visitor may simply try again. */
export const serviceUnavailable = () =>
  new ApiError(503, 'ServiceUnavailableError', 'Service Unavailable', {}, { 'Retry-After': '1' });
