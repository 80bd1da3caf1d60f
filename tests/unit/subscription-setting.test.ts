import { describe, expect, it } from 'vitest';
import {
  anyGuestsRecipeBounds,
  readBoxSetting,
  readPreferences,
  recipesRefusal,
  settingRefusals,
} from '../../shared/subscription-setting.ts';
import { subscriptionState } from '../../shared/subscription-state.ts';

describe('readBoxSetting: a refused setting drawn again as chosen (ADR 047, 048)', () => {
  it('offers, without JavaScript, 1 to 16 recipes: the counts 2 to 8 guests allow', () => {
    expect(anyGuestsRecipeBounds).toEqual({ min: 1, max: 16 });
  });

  it('keeps guests the offer has and a count the list shows, though the grid refuses them', () => {
    expect(readBoxSetting('4', '12')).toEqual({
      ok: false,
      message: recipesRefusal(4),
      chosen: { guests: 4, recipes: 12 },
    });
    expect(readBoxSetting('8', '16')).toMatchObject({ chosen: { guests: 8, recipes: 16 } });
  });

  it.each([
    ['3', '2'],
    ['4', '17'],
    ['4', '0'],
    ['4', 'trois'],
    ['', ''],
  ])('draws %j × %j as the subscription is', (guests, recipes) => {
    const reading = readBoxSetting(guests, recipes);
    expect(reading.ok).toBe(false);
    expect(reading).not.toHaveProperty('chosen');
  });
});

describe('readBoxSetting (spec §9, DECISIONS « Welcome offer »)', () => {
  it.each([
    ['2', '2'],
    ['2', '16'],
    ['4', '3'],
    ['6', '5'],
    ['8', '4'],
  ])('keeps %s guests × %s recipes, a dish count of the grid', (guests, recipes) => {
    expect(readBoxSetting(guests, recipes)).toEqual({
      ok: true,
      value: { guests: Number(guests), recipes: Number(recipes) },
    });
  });

  it.each(['3', '0', '10', '', '4.0', '-4', 'quatre'])('refuses %j guests', (guests) => {
    expect(readBoxSetting(guests, '2')).toEqual({ ok: false, message: settingRefusals.guests });
  });

  it.each(['', '0', '2.5', 'x', '1000'])('refuses %j recipes', (recipes) => {
    expect(readBoxSetting('4', recipes)).toEqual({ ok: false, message: settingRefusals.recipes });
  });

  it('refuses a combination outside the grid, saying what the guests allow', () => {
    expect(readBoxSetting('4', '99')).toEqual({
      ok: false,
      message: 'Pour 4\u00a0personnes, choisissez de 1 à 8\u00a0recettes par semaine.',
    });
    expect(readBoxSetting('8', '5')).toEqual({
      ok: false,
      message: recipesRefusal(8),
      chosen: { guests: 8, recipes: 5 },
    });
    expect(recipesRefusal(2)).toBe(
      'Pour 2\u00a0personnes, choisissez de 2 à 16\u00a0recettes par semaine.',
    );
  });
});

describe('readPreferences (spec §3)', () => {
  it('keeps the known ones once, in the spec’s order', () => {
    expect(readPreferences(['no_fish', 'healthy', 'no_fish'])).toEqual({
      ok: true,
      value: ['healthy', 'no_fish'],
    });
    expect(readPreferences([])).toEqual({ ok: true, value: [] });
  });

  it('refuses the whole form for an unknown one', () => {
    expect(readPreferences(['healthy', 'spicy'])).toEqual({
      ok: false,
      message: settingRefusals.preference,
    });
  });
});

describe('subscriptionState (spec §4 user flags)', () => {
  const flags = {
    funnel_completed: true,
    paused: false,
    paused_date: null,
    suspended: false,
    suspended_date: null,
  };

  it('is nothing before the funnel is completed', () => {
    expect(
      subscriptionState({ ...flags, funnel_completed: false, paused: null, suspended: null }),
    ).toBeNull();
  });

  it('is active, paused since its date, or suspended since its date', () => {
    expect(subscriptionState(flags)).toEqual({ kind: 'active' });
    const paused = { ...flags, paused: true, paused_date: '2026-11-20T08:00:00.000Z' };
    expect(subscriptionState(paused)).toEqual({
      kind: 'paused',
      since: '2026-11-20T08:00:00.000Z',
    });
    expect(
      subscriptionState({ ...paused, suspended: true, suspended_date: '2026-11-21T08:00:00.000Z' }),
    ).toEqual({ kind: 'suspended', since: '2026-11-21T08:00:00.000Z' });
  });
});
