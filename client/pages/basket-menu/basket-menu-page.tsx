import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import { basketMenuWith, boxParam, versionParam } from '../../../shared/box-choice.ts';
import { selectionCount } from '../../../shared/basket-selection.ts';
import { tierSupplement } from '../../../shared/tier-supplement.ts';
import { cookbookLists } from '../../../shared/cookbook-lists.ts';
import {
  basketParams,
  readPreferences,
  recipesForWeek,
  type SubscriptionPreference,
} from '../../../shared/funnel-basket.ts';
import { namedLandingVersion, preselectedRecipes } from '../../../shared/landing-versions.ts';
import { suitsPreferences } from '../../../shared/preference-filter.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { useClients } from '../../api/api-context.tsx';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { FunnelProgress } from '../../funnel/funnel-progress.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useBoxChoice } from '../../funnel/stored-box-choice.ts';
import {
  useNavigate,
  useRouteDef,
  useSearchParams,
  usePageAnswer,
} from '../../router/router-context.tsx';
import { doneMessage, doneParam } from '../../routes/done-notice.ts';
import { sessionDone } from '../../routes/session-opened.ts';
import { inCookbookList } from '../cookbook-list/in-list.ts';
import { MenuFilters, type MenuFilter } from '../menu-index/menu-filters.tsx';
import { weekRange } from '../menu-index/week-range.ts';
import type { BasketMenuAnswer } from './basket-menu-action.ts';
import styles from './basket-menu.module.css';
import { pushBasketAddToCart } from './basket-events.ts';
import { BasketRecipe } from './basket-recipe.tsx';
import { BasketSummary } from './basket-summary.tsx';
import { basketWeekQuery } from './basket-week.ts';
import { BoxSetting } from './box-setting.tsx';
import { PreferenceChoice } from './preference-choice.tsx';
import { useBasketSelection } from './use-basket-selection.ts';

function useBasketWeek(): number {
  const week = useQuery(basketWeekQuery()).data;
  if (week === undefined) throw new Error('the basket loader records the week it shows');
  return week;
}

/**
 * ADR 042 and 043: the coming week's recipes, chosen for the box picked on a landing, then
 * « Continuer » to the account or the delivery.
 */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const week = useBasketWeek();
  const { weeks, recipes } = useSuspenseQuery(menuPlanningQuery(api, week)).data;
  const tierPrices = useSuspenseQuery(tierPricesQuery(api)).data;
  const search = useSearchParams();
  const box = useBoxChoice(search.get(boxParam));
  const answer = usePageAnswer<BasketMenuAnswer>();
  const menuIds = recipes.map((recipe) => recipe.id);
  // ADR 052: a basket a later step sent back, its recipes on this week's menu
  const fromUrl = recipesForWeek(search, week).filter((id) => menuIds.includes(id));
  // spec §9's « fake selected », only for a landing's version: what it marked
  const version = namedLandingVersion(search.get(versionParam));
  const preselected = version
    ? preselectedRecipes(recipes, version, box.recipes).map((recipe) => recipe.id)
    : [];
  const { selected, toggle } = useBasketSelection(week, menuIds, box.recipes, {
    posted: answer?.recipes,
    fromUrl,
    preselected,
  });
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === 'submitting';
  const [filter, setFilter] = useState<string | null>(null);
  const [preferences, setPreferences] = useState<SubscriptionPreference[]>(() =>
    readPreferences(search),
  );
  const refusalId = useId();
  const formId = useId();
  const price = welcomeOfferPrice(box.guests, box.recipes);
  const shown = weeks.find((entry) => entry.focus);
  // how the visitor arrived, once (a reset password: session-opened.ts): the box's form, with
  // JavaScript or without, leads to the page's address without it
  const done = doneMessage(sessionDone, search);
  const kept = new URLSearchParams(search);
  kept.delete(doneParam);
  const supplementOf = (tier: string) => tierSupplement(tierPrices, tier, box.guests);

  // until hydrated every recipe stays: the ticked ones are what the form posts (ADR 052)
  const suited = hydrated
    ? recipes.filter((recipe) => suitsPreferences(recipe, preferences))
    : recipes;
  const filters: MenuFilter[] = [
    { key: null, label: 'Toutes', count: suited.length },
    ...cookbookLists
      .map((list) => ({
        key: list.path,
        label: list.label,
        count: suited.filter((recipe) => inCookbookList(recipe, list)).length,
      }))
      .filter((entry) => entry.count > 0),
  ];
  const list = cookbookLists.find((entry) => entry.path === filter);
  const visible = list ? suited.filter((recipe) => inCookbookList(recipe, list)) : suited;
  const full = selected.length >= box.recipes;

  return (
    <>
      <FunnelProgress step="menu" />
      <PageIntro
        title={def.title}
        lead={
          shown
            ? `Semaine ${shown.week}, ${weekRange(shown.startsOn)}\u00a0: ${box.recipes}\u00a0recette${box.recipes > 1 ? 's' : ''} pour ${box.guests}\u00a0personnes parmi les ${recipes.length} du menu.`
            : undefined
        }
      />
      {done ? (
        <div className={styles.done}>
          <FormAlert tone="notice" message={done} />
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <BoxSetting
            box={box}
            search={kept}
            basketForm={formId}
            onChange={(next) => void navigate(basketMenuWith(kept, next), { replace: true })}
          />
          {price ? (
            <BasketSummary
              price={price}
              chosen={selected.length}
              max={box.recipes}
              supplements={recipes
                .filter((recipe) => selected.includes(recipe.id))
                .map((recipe) => supplementOf(recipe.tier))}
            />
          ) : null}
          <Form method="post" id={formId} className={styles.next}>
            <input type="hidden" name={basketParams.box} value={`${box.guests}-${box.recipes}`} />
            <input type="hidden" name={basketParams.week} value={week} />
            {/* once hydrated, the choice is the page's state: recipes a filter hides still go */}
            {hydrated
              ? selected.map((id) => (
                  <input key={id} type="hidden" name={basketParams.recipe} value={id} />
                ))
              : null}
            {/* what the answer refused, while the choice is still the one it refused */}
            <FormAlert
              message={answer && sameRecipes(answer.recipes, selected) ? answer.message : undefined}
            />
            <Button type="submit" size="lg" block pending={submitting}>
              {submitting ? 'Un instant…' : 'Continuer'}
            </Button>
          </Form>
        </div>
        <section aria-labelledby="basket-recipes" className={styles.recipes}>
          <h2 id="basket-recipes">Les recettes de la semaine</h2>
          <PreferenceChoice chosen={preferences} onChange={setPreferences} form={formId} />
          <MenuFilters filters={filters} current={list ? list.path : null} onChange={setFilter} />
          <p id={refusalId} className={styles.refusal} hidden={!full}>
            Votre box compte déjà {box.recipes}&nbsp;recette{box.recipes > 1 ? 's' : ''}&nbsp;:
            retirez-en une pour en choisir une autre, ou ajoutez une recette à votre box.
          </p>
          {visible.length === 0 ? (
            <p>Aucune recette de la semaine ne répond à tous ces critères.</p>
          ) : null}
          <ul className={styles.grid}>
            {visible.map((recipe, index) => {
              const chosen = selected.includes(recipe.id);
              return (
                <li key={recipe.id}>
                  <BasketRecipe
                    recipe={recipe}
                    supplement={supplementOf(recipe.tier)}
                    chosen={chosen}
                    refused={full && !chosen}
                    refusalId={refusalId}
                    preselected={preselected.includes(recipe.id)}
                    onToggle={() => {
                      if (!chosen && price) {
                        pushBasketAddToCart(recipe, {
                          guests: box.guests,
                          pricePerDish: price.perDish,
                          supplement: supplementOf(recipe.tier),
                        });
                      }
                      toggle(recipe.id);
                    }}
                    // before hydration the ticked boxes are what the form posts
                    form={hydrated ? undefined : formId}
                    priority={index === 0}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      {/* phones: the count and the way on stay in sight below the recipes */}
      <div className={styles.bar}>
        <p className={styles.barCount}>{selectionCount(selected.length, box.recipes)}</p>
        <Button type="submit" form={formId} pending={submitting}>
          Continuer
        </Button>
      </div>
    </>
  );
}

const sameRecipes = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
