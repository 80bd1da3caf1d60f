// A payment attempt's idempotency key (ADR 034): 128 random bits, written in hex. Web Crypto's
// getRandomValues, which browsers give on plain http too (randomUUID needs a secure context).

const pattern = /^[a-f0-9]{32}$/;

export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key a form posted back, when it is one of ours. */
export const readAttemptKey = (value: string): string | undefined =>
  pattern.test(value) ? value : undefined;
