// DECISIONS, Rules: the « Faciles » and « Rapides » lists keep to 20 minutes at the stove, and
// spec §2's « Faciles » is the category `efficace` within that time.

export const maxTimeQuickLists = 20;

const quickRangeTag = 'efficace';

/** A recipe's categories as the lists read them: `efficace` only within the quick range's time. */
export const listedTags = (recipe: { tags: readonly string[]; furnaceTime: number }): string[] =>
  recipe.tags.filter((tag) => tag !== quickRangeTag || recipe.furnaceTime <= maxTimeQuickLists);
