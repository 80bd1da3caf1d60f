import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { ApiContext } from '../context.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { isRecord } from '../http/body.ts';

// Payments answered once per Idempotency-Key, as Adyen answers them (README "Idempotent
// payments", ADR 034): sent again, a payment gets its first answer back and pays nothing more.

const keyPattern = /^[A-Za-z0-9_-]{1,64}$/;
const keptMs = 24 * 60 * 60 * 1000;
// far deeper than any payment; a deeper body would overflow the stack while it is hashed
const deepest = 32;

/** A request with an Idempotency-Key, and the scope its key is unique in. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  /** SHA-256 of the body as canonical JSON */
  fingerprint: string;
}

/**
 * The request's Idempotency-Key in `scope` (an endpoint, and its customer where there is one),
 * or undefined without the header; 400 unless it is 1 to 64 letters, digits, « - » or « _ ».
 * `request` is what makes two requests the same: the body, and what the path names if it
 * matters (the order a payment pays).
 */
export function idempotentRequest(
  req: Request,
  scope: string,
  request: unknown = req.body,
): IdempotentRequest | undefined {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) throw badRequest('Invalid Idempotency-Key');
  const fingerprint = createHash('sha256')
    .update(canonicalJson(request ?? null, 0))
    .digest('hex');
  return { scope, key, fingerprint };
}

/** JSON with every object's keys sorted as RFC 8785 sorts them: their order tells nothing. */
function canonicalJson(value: unknown, depth: number): string {
  if (depth > deepest) throw badRequest('Bad Request');
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (isRecord(value)) {
    const members = Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(value[name], depth + 1)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs `work` in a write transaction, unless the request's key has answered already: then that
 * answer again (`replayed`), or a 422 if the key came with another request. The check and the
 * insert share the transaction, so that requests sent at once with one key pay once. Nothing is
 * kept when `work` throws: a request refused before any payment leaves its key free.
 */
export function writeOnce<T>(
  ctx: ApiContext,
  request: IdempotentRequest | undefined,
  work: () => T,
): Promise<{ answer: T; replayed: boolean }> {
  const { store } = ctx;
  const { db } = store;
  return store.write(() => {
    if (!request) return { answer: work(), replayed: false };
    const now = ctx.now();
    // lazily: the keys past their 24 hours go as one range of the created_at index
    const expired = new Date(now.getTime() - keptMs).toISOString();
    store.run(db.deleteFrom('idempotency_keys').where('created_at', '<', expired));
    const stored = store.first(
      db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'answer'])
        .where('scope', '=', request.scope)
        .where('idempotency_key', '=', request.key),
    );
    if (stored) {
      if (stored.fingerprint !== request.fingerprint)
        throw new ApiError(
          422,
          'ValidationError',
          'Idempotency key already used for another request',
        );
      // written below from the T that `work` answered
      return { answer: JSON.parse(stored.answer) as T, replayed: true };
    }
    const answer = work();
    store.run(
      db.insertInto('idempotency_keys').values({
        scope: request.scope,
        idempotency_key: request.key,
        fingerprint: request.fingerprint,
        answer: JSON.stringify(answer),
        created_at: now.toISOString(),
      }),
    );
    return { answer, replayed: false };
  });
}
