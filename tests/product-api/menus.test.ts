import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoWeekOf,
  mondayOf,
  nextOccurrence,
  weeksInYear,
} from '../../product-api/catalogue/iso-week.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';

describe('ISO weeks', () => {
  it('numbers weeks from the Monday of the week holding 4 January', () => {
    expect(isoWeekOf(new Date('2026-11-21T00:00:00Z'))).toEqual({ year: 2026, week: 47 });
    expect(isoWeekOf(new Date('2027-01-01T00:00:00Z'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(new Date('2027-01-04T00:00:00Z'))).toEqual({ year: 2027, week: 1 });
    expect(mondayOf({ year: 2026, week: 47 }).toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2027)).toBe(52);
  });

  it('reads a week number as its next occurrence (DECISIONS: week 2 in late December is January)', () => {
    const lateDecember = new Date('2026-12-28T10:00:00Z');
    expect(nextOccurrence(2, lateDecember)).toEqual({ year: 2027, week: 2 });
    expect(nextOccurrence(53, lateDecember)).toEqual({ year: 2026, week: 53 });
    expect(nextOccurrence(47, new Date('2026-11-21T10:00:00Z'))).toEqual({ year: 2026, week: 47 });
    expect(nextOccurrence(53, new Date('2027-03-01T10:00:00Z'))).toBeUndefined();
    expect(nextOccurrence(0, lateDecember)).toBeUndefined();
    expect(nextOccurrence(54, lateDecember)).toBeUndefined();
  });
});

describe('menus', () => {
  let t: TestApi;
  const today = new Date('2026-12-28T10:00:00Z');
  beforeAll(async () => {
    t = await startTestApi({ now: () => today });
  });
  afterAll(() => t.stop());

  interface Menu {
    id: number;
    week: number;
    year: number;
    starts_on: string;
    focusWeek: boolean;
    menu_details: {
      option_selected: boolean;
      recipe: { slug: string; cover: unknown; recipe_categories: unknown[] };
    }[];
  }

  it('plans the current week and the next two, the current one in focus', async () => {
    const body = await t.request.get('/api/menus/logged-out-planning').expect(200);
    const menus = body.body.data as Menu[];
    expect(menus.map((m) => [m.year, m.week])).toEqual([
      [2026, 53],
      [2027, 1],
      [2027, 2],
    ]);
    expect(menus.map((m) => m.focusWeek)).toEqual([true, false, false]);
    expect(menus[0]?.starts_on).toBe('2026-12-28');
    for (const menu of menus) {
      expect(menu.menu_details).toHaveLength(24);
      expect(new Set(menu.menu_details.map((d) => d.recipe.slug)).size).toBe(24);
      expect(menu.menu_details.every((d) => d.recipe.cover !== null)).toBe(true);
      expect(menu.menu_details.filter((d) => d.option_selected)).toHaveLength(4);
    }
  });

  it('moves the focus with focus_week', async () => {
    const body = await t.request.get('/api/menus/logged-out-planning?focus_week=2').expect(200);
    expect((body.body.data as Menu[]).map((m) => m.focusWeek)).toEqual([false, false, true]);
  });

  it('gives the same menu for a week every time', async () => {
    const first = await t.request.get('/api/menus/get-menu-by-week?week=2').expect(200);
    const again = await t.request.get('/api/menus/get-menu-by-week?week=2').expect(200);
    expect(first.body.data.year).toBe(2027);
    expect(
      again.body.data.menu_details.map((d: { recipe: { slug: string } }) => d.recipe.slug),
    ).toEqual(first.body.data.menu_details.map((d: { recipe: { slug: string } }) => d.recipe.slug));
    const planning = await t.request.get('/api/menus/logged-out-planning').expect(200);
    expect(planning.body.data[2].id).toBe(first.body.data.id);
  });

  it.each(['abc', '-1', '0', '54', '1.5', ''])('refuses week=%s with a 400', async (week) => {
    const response = await t.request.get(`/api/menus/get-menu-by-week?week=${week}`).expect(400);
    expect(response.body.error.name).toBe('ValidationError');
  });

  it('refuses an invalid focus_week', async () => {
    await t.request.get('/api/menus/logged-out-planning?focus_week=x').expect(400);
  });
});
