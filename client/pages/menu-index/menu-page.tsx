import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cookbookLists } from '../../../shared/cookbook-lists.ts';
import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { lowestPricePerDish } from '../../../shared/welcome-offer-price.ts';
import { useClients } from '../../api/api-context.tsx';
import { menuFocusQuery, menuPlanningQuery } from '../../api/queries/menus.ts';
import { LinkButton } from '../../components/button.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { inCookbookList } from '../cookbook-list/in-list.ts';
import { MenuFilters, type MenuFilter } from './menu-filters.tsx';
import styles from './menu-page.module.css';
import { weekRange } from './week-range.ts';
import { WeekSwitcher } from './week-switcher.tsx';

/** The week the loader resolved from ?week (it reads the clock; the page never does). */
function useMenuFocus(): number {
  const focus = useQuery(menuFocusQuery()).data;
  if (focus === undefined) throw new Error('the menu loader records the week it shows');
  return focus;
}

/** Spec §2 menu_index: the logged-out planning, its weeks, its recipes filtered by tag. */
export function Component() {
  const { api } = useClients();
  const { weeks, recipes } = useSuspenseQuery(menuPlanningQuery(api, useMenuFocus())).data;
  const [filter, setFilter] = useState<string | null>(null);
  const shown = weeks.find((week) => week.focus) ?? weeks[0];
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
  // a filter this week has no recipe for (kept from another week) shows every recipe
  const list = filters.some((entry) => entry.key === filter)
    ? cookbookLists.find((entry) => entry.path === filter)
    : undefined;
  const visible = list ? recipes.filter((recipe) => inCookbookList(recipe, list)) : recipes;

  return (
    <>
      <PageIntro
        title="Le menu de la semaine"
        lead={
          shown
            ? `Semaine ${shown.week}, ${weekRange(shown.startsOn)}\u00a0: ${recipes.length} recettes de saison à cuisiner avec les ingrédients frais de votre box.`
            : undefined
        }
      />
      <WeekSwitcher weeks={weeks} />
      <section aria-labelledby="menu-recipes">
        <h2 id="menu-recipes" className={styles.recipesTitle}>
          Les recettes {shown ? `de la semaine ${shown.week}` : ''}
        </h2>
        <MenuFilters filters={filters} current={list ? list.path : null} onChange={setFilter} />
        <p role="status" className={styles.count}>
          {visible.length} {visible.length > 1 ? 'recettes' : 'recette'}
          {list ? ` ${list.label.toLowerCase()}` : ''}
        </p>
        <RecipeGrid recipes={visible} eagerCount={1} />
      </section>
      <aside className={styles.offer} aria-labelledby="offer-title">
        <h2 id="offer-title">Envie de les cuisiner&nbsp;?</h2>
        <p>
          Choisissez vos recettes chaque semaine, pour 2 à 8&nbsp;personnes, à partir de{' '}
          {formatPriceWithCents(lowestPricePerDish())} la part. Sans engagement.
        </p>
        <LinkButton to="/generique" variant="inverse" size="lg">
          Découvrir l’offre
        </LinkButton>
      </aside>
    </>
  );
}
