import type { SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { claimText } from '../../components/marketing/claims.ts';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { cookingTips, seasons } from './organic-angles.ts';

const shownIngredients = 24;

/** /box-a-cuisiner-bio: the organic ingredients to cook, the seasons, the cook's habits. */
export function CookingOrganic({ recipes }: { recipes: readonly SourcedRecipe[] }) {
  const ingredients = [
    ...new Set(
      recipes.flatMap((recipe) =>
        recipe.ingredients.filter((i) => i.organic && !i.pantry).map((i) => i.name),
      ),
    ),
  ];
  return (
    <>
      <section aria-labelledby="organic-ingredients" className={styles.section}>
        <h2 id="organic-ingredients">Les ingrédients bio que vous cuisinerez</h2>
        <p>
          <strong>{claimText.organic}</strong>, et les autres comptent leur part d’ingrédients bio.
          Dans les recettes ci-dessus, vous aurez entre les mains&nbsp;:
        </p>
        <p>{ingredients.slice(0, shownIngredients).join(', ')}.</p>
      </section>
      <NumberedCards id="organic-seasons" title="Cuisiner bio au fil des saisons" items={seasons} />
      <NumberedCards
        id="organic-tips"
        title="Trois habitudes pour cuisiner des produits bio"
        items={cookingTips}
      />
    </>
  );
}
