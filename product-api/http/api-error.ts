/** An error the API answers with, in Strapi's format: { data: null, error: { status, name, message, details } }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
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
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new ApiError(401, 'UnauthorizedError', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'ForbiddenError', message);
export const notFound = (message = 'Not Found') => new ApiError(404, 'NotFoundError', message);

/** A 400 listing what a zod schema found wrong with a payload. */
export const invalidPayload = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  badRequest('Bad Request', {
    errors: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  });
