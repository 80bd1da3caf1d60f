import type { Response } from 'express';
import { tooManyAttemptsMessage } from '../shared/site-error-messages.ts';

/** Retry-After in whole seconds, at least one. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** 429 for a JSON client: when to come back (Retry-After, seconds) and why, never cached. */
export function answerTooManyAttempts(res: Response, retryAfterMs: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds(retryAfterMs)));
  res.setHeader('Cache-Control', 'no-store');
  res.status(429).json({ error: { status: 429, message: tooManyAttemptsMessage(retryAfterMs) } });
}
