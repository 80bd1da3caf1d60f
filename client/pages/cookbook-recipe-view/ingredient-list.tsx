import { formatQuantity, quantitiesForGuests } from '../../../shared/ingredient-quantities.ts';
import type { Ingredient } from '../../api/queries/recipe-detail.ts';
import { Badge } from '../../components/badge.tsx';
import styles from './ingredient-list.module.css';

function Items({ entries }: { entries: { ingredient: Ingredient; quantity: string | null }[] }) {
  return (
    <ul className={styles.list}>
      {entries.map(({ ingredient, quantity }) => (
        <li key={ingredient.id}>
          <span>
            {ingredient.organic ? `${ingredient.name} ` : ingredient.name}
            {ingredient.organic ? <Badge tone="herb">Bio</Badge> : null}
          </span>
          {quantity ? <span>{quantity}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The ingredients for the chosen guests (spec §5's 6/8 rule), the box's then the cupboard's. */
export function IngredientList({
  ingredients,
  guests,
}: {
  ingredients: Ingredient[];
  guests: number;
}) {
  const quantities = quantitiesForGuests(ingredients, guests);
  const entries = ingredients.map((ingredient, index) => {
    const quantity = quantities[index];
    return { ingredient, quantity: quantity ? formatQuantity(quantity) : null };
  });
  const inBox = entries.filter((entry) => !entry.ingredient.pantry);
  const pantry = entries.filter((entry) => entry.ingredient.pantry);
  return (
    <>
      <h3 className={styles.heading}>Dans votre box</h3>
      <Items entries={inBox} />
      {pantry.length ? (
        <>
          <h3 className={styles.heading}>Dans vos placards</h3>
          <Items entries={pantry} />
        </>
      ) : null}
    </>
  );
}
