// spec §2, "Filtered cookbook lists": path, name, tag filter, max time and label. Lists live at
// /recettes/{path}/page/{page} (DECISIONS, Routes); the copy each list's page shows is in
// cookbook-list-pages.ts, which a recipe's links to its lists do without (ADR 064).

import { maxTimeQuickLists } from './quick-range.ts';

export interface CookbookList {
  path: string;
  name: string;
  /** recipe category name the list keeps (spec: « Tag filter »), none for « Rapides » */
  tag: string | null;
  /** minutes of hands-on time at most (spec: « Max time ») */
  maxTime: number | null;
  label: string;
}

export const cookbookLists: readonly CookbookList[] = [
  {
    path: 'vegetarien',
    name: 'cookbook_recipe_veggie',
    tag: 'végé',
    maxTime: null,
    label: 'Végétariennes',
  },
  {
    path: 'nutrition',
    name: 'cookbook_recipe_nutrition',
    tag: 'nutrition',
    maxTime: null,
    label: 'Nutrition',
  },
  {
    path: 'facile',
    name: 'cookbook_recipe_faciles',
    tag: 'efficace',
    maxTime: maxTimeQuickLists,
    label: 'Faciles',
  },
  {
    path: 'rapide',
    name: 'cookbook_recipe_rapides',
    tag: null,
    maxTime: maxTimeQuickLists,
    label: 'Rapides',
  },
  {
    path: 'gourmand',
    name: 'cookbook_recipe_gourmand',
    tag: 'gourmand',
    maxTime: null,
    label: 'Gourmandes',
  },
  {
    path: 'healthy',
    name: 'cookbook_recipe_healthy',
    tag: 'healthy',
    maxTime: null,
    label: 'Healthy',
  },
  {
    path: 'creative',
    name: 'cookbook_recipe_creatives',
    tag: 'créatif',
    maxTime: null,
    label: 'Créatives',
  },
  {
    path: 'viande',
    name: 'cookbook_recipe_viande',
    tag: 'viande',
    maxTime: null,
    label: 'Viande',
  },
  {
    path: 'poisson',
    name: 'cookbook_recipe_poisson',
    tag: 'poisson',
    maxTime: null,
    label: 'Poisson',
  },
  {
    path: 'crustace',
    name: 'cookbook_recipe_crustace',
    tag: 'crevettes',
    maxTime: null,
    label: 'Crustacés',
  },
];

export function cookbookListByPath(path: string): CookbookList | undefined {
  return cookbookLists.find((list) => list.path === path);
}
