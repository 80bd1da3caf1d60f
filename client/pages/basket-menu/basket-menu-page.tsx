import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { boxParam, basketMenuUrl } from '../../../shared/box-choice.ts';
import { tierSupplement } from '../../../shared/basket-selection.ts';
import { cookbookLists } from '../../../shared/cookbook-lists.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { useClients } from '../../api/api-context.tsx';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { tierPricesQuery } from '../../api/queries/tier-prices.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useBoxChoice } from '../../funnel/stored-box-choice.ts';
import { useNavigate, useRouteDef, useSearchParams } from '../../router/router-context.tsx';
import { inCookbookList } from '../cookbook-list/in-list.ts';
import { MenuFilters, type MenuFilter } from '../menu-index/menu-filters.tsx';
import { weekRange } from '../menu-index/week-range.ts';
import styles from './basket-menu.module.css';
import { BasketRecipe } from './basket-recipe.tsx';
import { BasketSummary } from './basket-summary.tsx';
import { basketWeekQuery } from './basket-week.ts';
import { BoxSetting } from './box-setting.tsx';
import { useBasketSelection } from './use-basket-selection.ts';

function useBasketWeek(): number {
  const week = useQuery(basketWeekQuery()).data;
  if (week === undefined) throw new Error('the basket loader records the week it shows');
  return week;
}

/** ADR 042: the coming week's recipes, chosen for the box picked on a landing. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const week = useBasketWeek();
  const { weeks, recipes } = useSuspenseQuery(menuPlanningQuery(api, week)).data;
  const tierPrices = useSuspenseQuery(tierPricesQuery(api)).data;
  const box = useBoxChoice(useSearchParams().get(boxParam));
  const navigate = useNavigate();
  const { selected, toggle } = useBasketSelection(
    week,
    recipes.map((recipe) => recipe.id),
    box.recipes,
  );
  const [filter, setFilter] = useState<string | null>(null);
  const refusalId = useId();
  const price = welcomeOfferPrice(box.guests, box.recipes);
  const shown = weeks.find((entry) => entry.focus);
  const supplementOf = (tier: string) => tierSupplement(tierPrices, tier, box.guests);

  const filters: MenuFilter[] = [
    { key: null, label: 'Toutes', count: recipes.length },
    ...cookbookLists
      .map((list) => ({
        key: list.path,
        label: list.label,
        count: recipes.filter((recipe) => inCookbookList(recipe, list)).length,
      }))
      .filter((entry) => entry.count > 0),
  ];
  const list = cookbookLists.find((entry) => entry.path === filter);
  const visible = list ? recipes.filter((recipe) => inCookbookList(recipe, list)) : recipes;
  const full = selected.length >= box.recipes;

  return (
    <>
      <PageIntro
        title={def.title}
        lead={
          shown
            ? `Semaine ${shown.week}, ${weekRange(shown.startsOn)}\u00a0: ${box.recipes}\u00a0recette${box.recipes > 1 ? 's' : ''} pour ${box.guests}\u00a0personnes parmi les ${recipes.length} du menu.`
            : undefined
        }
      />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <BoxSetting
            box={box}
            onChange={(next) => void navigate(basketMenuUrl(next), { replace: true })}
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
        </div>
        <section aria-labelledby="basket-recipes" className={styles.recipes}>
          <h2 id="basket-recipes">Les recettes de la semaine</h2>
          <MenuFilters filters={filters} current={list ? list.path : null} onChange={setFilter} />
          <p id={refusalId} className={styles.refusal} hidden={!full}>
            Votre box compte déjà {box.recipes}&nbsp;recette{box.recipes > 1 ? 's' : ''}&nbsp;:
            retirez-en une pour en choisir une autre, ou ajoutez une recette à votre box.
          </p>
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
                    onToggle={() => toggle(recipe.id)}
                    priority={index === 0}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
