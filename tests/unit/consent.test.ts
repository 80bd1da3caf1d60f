import { describe, expect, it } from 'vitest';
import { parseConsent } from '../../client/analytics/consent.ts';

// ADR 011: a stored choice counts for 13 months at most (CNIL), then the banner asks again.

const stored = (decidedAt: string, analytics = true, abTesting = false) =>
  JSON.stringify({ analytics, abTesting, decidedAt });

describe('parseConsent', () => {
  it('reads a recent choice', () => {
    expect(
      parseConsent(stored('2026-03-01T10:00:00.000Z'), new Date('2026-11-21T12:00:00Z')),
    ).toEqual({
      analytics: true,
      abTesting: false,
      decidedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('keeps a choice until 13 months have passed, not a moment longer', () => {
    const decided = stored('2025-10-21T12:00:00.000Z');
    expect(parseConsent(decided, new Date('2026-11-21T11:59:59Z'))).not.toBeNull();
    expect(parseConsent(decided, new Date('2026-11-21T12:00:00Z'))).toBeNull();
  });

  it('counts no choice, a garbled one or one without a date as undecided', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(parseConsent(null, now)).toBeNull();
    expect(parseConsent('{oops', now)).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true }), now)).toBeNull();
  });

  it('accepts nothing but `true` as a yes', () => {
    const choice = parseConsent(
      JSON.stringify({ analytics: 'yes', abTesting: 1, decidedAt: '2026-11-01T00:00:00Z' }),
      new Date('2026-11-21T12:00:00Z'),
    );
    expect(choice).toMatchObject({ analytics: false, abTesting: false });
  });
});
