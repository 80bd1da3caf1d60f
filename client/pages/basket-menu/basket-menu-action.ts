import { data, redirect } from 'react-router-dom';
import { selectionRefusal } from '../../../shared/basket-selection.ts';
import { sellableBox } from '../../../shared/box-choice.ts';
import { parseBoxSettings } from '../../../shared/box-settings.ts';
import {
  basketParams,
  funnelStepUrl,
  subscriptionPreferences,
} from '../../../shared/funnel-basket.ts';
import { orderableWeek } from '../../../shared/menu-week.ts';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { visitorQuery } from '../../api/queries/visitor.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';

/** What the page shows again when the box cannot go on: the recipes ticked, and why. */
export interface BasketMenuAnswer {
  recipes: number[];
  message: string;
}

// more than any week's menu: what is beyond is not read
const maxPosted = 64;

/**
 * « Continuer » (ADR 043): the recipes ticked must be exactly the box's count, all on the
 * coming week's menu; then the account step, or the delivery for a logged-in visitor, with the
 * basket in its URL. The same on the server without JavaScript and in the browser.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const box = parseBoxSettings(sellableBox(formField(form, basketParams.box, 8)) ?? undefined);
  const { week } = orderableWeek(deps.now());
  const { recipes: menu } = await deps.ensure(menuPlanningQuery(deps.clients.api, week));
  const menuIds = new Set(menu.map((recipe) => recipe.id));
  const posted = form
    .getAll(basketParams.recipe)
    .slice(0, maxPosted)
    .map((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN));
  const unique = [...new Set(posted)];
  const recipes = unique.filter((id) => menuIds.has(id));

  const refused = (message: string) =>
    data<BasketMenuAnswer>({ recipes: recipes.slice(0, box.recipes), message }, 400);
  if (formField(form, basketParams.week, 4) !== String(week)) {
    return refused(
      `Le menu a changé entre-temps\u00a0: voici celui de la semaine ${week}, choisissez vos recettes.`,
    );
  }
  if (recipes.length < unique.length) {
    return refused(
      'Une recette choisie n’est pas au menu de cette semaine\u00a0: choisissez-en une autre.',
    );
  }
  const refusal = selectionRefusal(recipes.length, box.recipes);
  if (refusal) return refused(refusal);

  const chosen = new Set(form.getAll(basketParams.preference));
  const basket = {
    box,
    week,
    recipes,
    preferences: subscriptionPreferences.filter((name) => chosen.has(name)),
  };
  const visitor = deps.queryClient.getQueryData(visitorQuery().queryKey);
  return redirect(funnelStepUrl(visitor?.authenticated ? 'delivery' : 'account', basket), 303);
}
