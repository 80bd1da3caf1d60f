import type { RecipeCard as RecipeCardData } from '../api/queries/recipes.ts';
import { RecipeCard } from './recipe-card.tsx';
import styles from './recipe-grid.module.css';

export function RecipeGrid({
  recipes,
  eagerCount = 0,
}: {
  recipes: RecipeCardData[];
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
