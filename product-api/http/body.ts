import { badRequest } from './api-error.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's object, or its `data` object for the Strapi-style calls that wrap it. */
export function bodyObject(body: unknown, wrapped: boolean): Record<string, unknown> {
  const root = isRecord(body) ? body : {};
  if (!wrapped) return root;
  if (!isRecord(root.data)) throw badRequest('Missing "data" payload in the request body');
  return root.data;
}

export function optionalString(value: unknown, maxLength = 500): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw badRequest('Bad Request');
  return value.trim();
}
