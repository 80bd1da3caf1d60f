import { describe, expect, it } from 'vitest';
import { anonymousVisitor } from '../../shared/guard.ts';
import {
  defaultVipTierName,
  userFlags,
  visitorOf,
  type ApiSubscription,
  type ApiUser,
} from '../../shared/user-flags.ts';

const user = (extra: Partial<ApiUser> = {}): ApiUser => ({
  id: 7,
  email: 'camille.martin@example.fr',
  first_name: 'Camille',
  last_name: 'Martin',
  phone_number: '0612345678',
  birthday_date: '1990-05-17',
  adyen_shopper_reference: 'shopper-7',
  createdAt: '2025-03-14T10:21:33.123Z',
  ...extra,
});

const subscription = (extra: Partial<ApiSubscription> = {}): ApiSubscription => ({
  funnel_completed: true,
  suspended: false,
  paused: false,
  suspended_date: null,
  paused_date: null,
  subscription_setting: { quantity: 4 },
  ...extra,
});

const noSubscriptionFlags = {
  funnel_completed: false,
  suspended: null,
  paused: null,
  suspended_date: null,
  paused_date: null,
};

describe('userFlags: subscription flags (spec §4, DECISIONS "User flags")', () => {
  it('copies suspended, paused and their dates from a first subscription with funnel_completed', () => {
    const flags = userFlags(
      user({
        subscriptions: [
          subscription({
            suspended: true,
            paused: true,
            suspended_date: '2026-11-30',
            paused_date: '2026-12-07',
          }),
        ],
      }),
    );
    expect(flags).toMatchObject({
      funnel_completed: true,
      suspended: true,
      paused: true,
      suspended_date: '2026-11-30',
      paused_date: '2026-12-07',
    });
  });

  it('gives false flags (not null) for an active first subscription', () => {
    expect(userFlags(user({ subscriptions: [subscription()] }))).toMatchObject({
      funnel_completed: true,
      suspended: false,
      paused: false,
      suspended_date: null,
      paused_date: null,
    });
  });

  it.each([
    ['no subscriptions relation', undefined],
    ['an empty list', []],
  ])('is false with the other four null for %s', (_case, subscriptions) => {
    expect(userFlags(user({ subscriptions }))).toMatchObject(noSubscriptionFlags);
  });

  it('is false with the other four null when the first funnel is not completed', () => {
    const first = subscription({
      funnel_completed: false,
      suspended: true,
      paused: true,
      suspended_date: '2026-11-30',
    });
    expect(userFlags(user({ subscriptions: [first] }))).toMatchObject(noSubscriptionFlags);
  });

  it('looks at the first subscription only, even when a later one is completed', () => {
    const subscriptions = [
      subscription({ funnel_completed: false }),
      subscription({ suspended: true }),
    ];
    expect(userFlags(user({ subscriptions }))).toMatchObject(noSubscriptionFlags);
  });

  it('ignores later subscriptions when the first one is completed', () => {
    const subscriptions = [subscription(), subscription({ suspended: true, paused: true })];
    expect(userFlags(user({ subscriptions }))).toMatchObject({
      funnel_completed: true,
      suspended: false,
      paused: false,
    });
  });

  it('does not read a truthy non-boolean as a completed funnel', () => {
    const odd = { ...subscription(), funnel_completed: 1 } as unknown as ApiSubscription;
    expect(userFlags(user({ subscriptions: [odd] })).funnel_completed).toBe(false);
  });
});

describe('userFlags: vip_tier_name (spec §3)', () => {
  it('defaults to « Découverte »', () => {
    expect(defaultVipTierName).toBe('Découverte');
    expect(userFlags(user()).vip_tier_name).toBe('Découverte');
  });

  it.each([
    ['no loyalty relation', undefined],
    ['a null loyalty', null],
    ['a null name', { vip_tier_name: null }],
    ['an empty name', { vip_tier_name: '' }],
    ['a blank name', { vip_tier_name: '   ' }],
  ])('keeps the default for %s', (_case, loyalty) => {
    expect(userFlags(user({ loyalty })).vip_tier_name).toBe('Découverte');
  });

  it('is overwritten by a non-empty name from the loyalty relation', () => {
    expect(userFlags(user({ loyalty: { vip_tier_name: 'Grand Chef' } })).vip_tier_name).toBe(
      'Grand Chef',
    );
    expect(userFlags(user({ loyalty: { vip_tier_name: ' Gourmet ' } })).vip_tier_name).toBe(
      'Gourmet',
    );
  });
});

describe('userFlags: createdAtYear (spec §3)', () => {
  it.each([
    ['2025-03-14T10:21:33.123Z', 2025],
    ['2024-02-29', 2024],
    ['2026-06-01T12:00:00+02:00', 2026],
    // New Year's Eve at 23:30 UTC is already New Year's Day in Paris
    ['2025-12-31T23:30:00.000Z', 2026],
    ['2025-12-31T22:59:59.999Z', 2025],
  ])('%s → %i', (createdAt, year) => {
    expect(userFlags(user({ createdAt })).createdAtYear).toBe(year);
  });

  it.each([undefined, null, '', '   ', 'hier', '1', '14/03/2025', '2025-13-45', 'NaN', '<script>'])(
    '%j → null',
    (createdAt) => {
      expect(userFlags(user({ createdAt })).createdAtYear).toBeNull();
    },
  );
});

describe('visitorOf', () => {
  it('is the anonymous visitor without a user', () => {
    expect(visitorOf(undefined)).toBe(anonymousVisitor);
  });

  it('is authenticated, with the funnel of the first subscription', () => {
    expect(visitorOf(user({ subscriptions: [subscription()] }))).toEqual({
      authenticated: true,
      funnelCompleted: true,
    });
    expect(visitorOf(user())).toEqual({ authenticated: true, funnelCompleted: false });
    expect(visitorOf(user({ subscriptions: [subscription({ funnel_completed: false })] }))).toEqual(
      {
        authenticated: true,
        funnelCompleted: false,
      },
    );
  });
});
