import type { RecipeCard as RecipeCardData } from '../api/queries/recipes.ts';
import { RecipeCard } from './recipe-card.tsx';
import styles from './recipe-grid.module.css';

export function RecipeGrid({
  recipes,
  eagerCount = 0,
}: {
  recipes: RecipeCardData[];
  /**
   * How many covers are fetched at once, with high priority; the others load lazily. One for a
   * grid at the top of a page: a phone shows one card per row, so the first cover is the
   * largest paint and a second one would only take bandwidth from it (DESIGN §11, ADR 026).
   */
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid}>
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} priority={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
