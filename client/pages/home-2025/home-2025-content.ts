import type { RecipeSectionEntry } from '../../api/queries/recipe-sections.ts';
import type { MenuRecipe } from '../../api/queries/menus.ts';
import { sectionRows } from '../../../shared/recipe-sections.ts';

// the 2025 home's rows: three sections of the week's menu, six recipes each at most
export const weekRows = (sections: readonly RecipeSectionEntry[], recipes: readonly MenuRecipe[]) =>
  sectionRows(sections, recipes, { rows: 3, perRow: 6 });

export const rowListName = (title: string) => `Cette semaine – ${title}`;
