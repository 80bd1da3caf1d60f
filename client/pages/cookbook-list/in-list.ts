import type { CookbookList } from '../../../shared/cookbook-lists.ts';

/**
 * Whether a recipe belongs to a filtered list of spec §2: its tag (when the list has one) and
 * at most its max time of hands-on work (when it has one), the rules the API's filters apply.
 */
export function inCookbookList(
  recipe: { tags: readonly string[]; furnaceTime: number },
  list: Pick<CookbookList, 'tag' | 'maxTime'>,
): boolean {
  return (
    (list.tag === null || recipe.tags.includes(list.tag)) &&
    (list.maxTime === null || recipe.furnaceTime <= list.maxTime)
  );
}
