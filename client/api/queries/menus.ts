import { queryOptions, skipToken } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiClient } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import type { weekEntry } from './menu-schemas.ts';
import { recipeCardOf, type RecipeCard } from './recipes.ts';

// The weekly menus of spec §7: the logged-out planning (the current week and the next two,
// DECISIONS) and one week's menu. Weeks are ISO weeks the API reads as their next occurrence.

export interface MenuWeek {
  year: number;
  week: number;
  /** the Monday, as an SQL date */
  startsOn: string;
}

export interface MenuRecipe extends RecipeCard {
  /** pre-selected in the default box (menu_details.option_selected) */
  selected: boolean;
}

export interface MenuPlanning {
  /** the planned weeks, first the current one; `focus` marks the one shown */
  weeks: (MenuWeek & { focus: boolean })[];
  /** the shown week's recipes only: the other weeks are a link away (smaller page state) */
  recipes: MenuRecipe[];
}

const weekOf = (entry: z.infer<typeof weekEntry>): MenuWeek => ({
  year: entry.year,
  week: entry.week,
  startsOn: entry.starts_on,
});

const recipesOf = (entry: z.infer<typeof weekEntry>): MenuRecipe[] =>
  [...entry.menu_details]
    .sort((a, b) => a.position - b.position)
    .flatMap((detail) =>
      detail.recipe ? [{ ...recipeCardOf(detail.recipe), selected: detail.option_selected }] : [],
    );

export const menuPlanningKey = (focus: number) => ['menu-planning', focus] as const;

/**
 * The logged-out planning focused on ISO week `focus`. The loader resolves the `?week`
 * parameter first (shared/menu-week.ts), so `focus` is always a week that exists; the API falls
 * back to the current week when it lies beyond the planning.
 */
export const menuPlanningQuery = (api: ApiClient, focus: number) =>
  queryOptions({
    queryKey: menuPlanningKey(focus),
    queryFn: async (): Promise<MenuPlanning> => {
      const [{ planningAnswer }, body] = await Promise.all([
        import('./menu-schemas.ts'),
        api.get('/menus/logged-out-planning', { focus_week: focus }),
      ]);
      const answer = planningAnswer.parse(body);
      const shown = answer.data.find((week) => week.focusWeek) ?? answer.data[0];
      return {
        weeks: answer.data.map((week) => ({ ...weekOf(week), focus: week === shown })),
        recipes: shown ? recipesOf(shown) : [],
      };
    },
  });

/**
 * Which planning the menu page shows: the loader resolves `?week` with the clock once and
 * records the week here, so that the page and its metadata read the same answer on the server
 * and in the browser (no clock read during render, no hydration mismatch at midnight).
 */
export const menuFocusQuery = () =>
  queryOptions<number>({ queryKey: ['menu-focus'], queryFn: skipToken, staleTime: Infinity });

export const menuWeekKey = (week: number) => ['menu-week', week] as const;

/** A week as a page about it reads it: its dates and the slugs of its recipes. */
export type MenuWeekRecipes = MenuWeek & { recipeSlugs: string[] };

/** One week's menu, reduced to what a page about that week needs; null for a week the API refuses. */
export const menuWeekQuery = (api: ApiClient, week: number) =>
  queryOptions({
    queryKey: menuWeekKey(week),
    queryFn: async (): Promise<MenuWeekRecipes | null> => {
      try {
        // a refused week is the 404 page's business, not a toast's (spec §8 skip flag)
        const [{ weekAnswer }, body] = await Promise.all([
          import('./menu-schemas.ts'),
          api.get('/menus/get-menu-by-week', { week }, { skipGlobalNotify: true }),
        ]);
        const answer = weekAnswer.parse(body);
        return { ...weekOf(answer.data), recipeSlugs: recipesOf(answer.data).map((r) => r.slug) };
      } catch (error) {
        // a week 53 in a year of 52 weeks
        if (error instanceof ApiError && (error.status === 400 || error.status === 404))
          return null;
        throw error;
      }
    },
  });
