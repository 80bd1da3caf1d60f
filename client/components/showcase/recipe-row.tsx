import type { RecipeCard } from '../../api/queries/recipes.ts';
import { RecipeGrid } from '../recipe-grid.tsx';
import styles from './showcase.module.css';

/** A titled row of recipe cards (its ItemList is the page head's, DESIGN §4). */
export function RecipeRow({
  id,
  title,
  intro,
  recipes,
}: {
  id: string;
  title: string;
  intro?: string;
  recipes: RecipeCard[];
}) {
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <RecipeGrid recipes={recipes} />
    </section>
  );
}
