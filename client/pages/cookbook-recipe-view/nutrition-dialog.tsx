import { allergenName } from '../../../shared/allergens.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Modal } from '../../components/modal.tsx';
import { grams } from './nutrition-format.ts';
import styles from './nutrition-panel.module.css';

type Nutrition = RecipeDetail['nutrition'];

const rows: [string, (n: Nutrition) => string, boolean?][] = [
  ['Énergie', (n) => `${n.calories}\u00a0kcal`],
  ['Matières grasses', (n) => grams(n.fats)],
  ['dont acides gras saturés', (n) => grams(n.saturatedFats), true],
  ['Glucides', (n) => grams(n.carbohydrates)],
  ['dont sucres', (n) => grams(n.sugars), true],
  ['Fibres', (n) => grams(n.fibers)],
  ['Protéines', (n) => grams(n.proteins)],
  ['Sel', (n) => grams(n.salt)],
];

/** The full table of nutritional values per portion, with the allergens (spec §2's modal). */
export function NutritionDialog({
  recipe,
  onClose,
}: {
  recipe: RecipeDetail;
  onClose: () => void;
}) {
  const { nutrition } = recipe;
  return (
    <Modal open onClose={onClose} title="Valeurs nutritionnelles">
      <table className={styles.table}>
        <caption className={styles.caption}>{recipe.card.name}, pour une portion</caption>
        <tbody>
          {rows.map(([label, value, nested]) => (
            <tr key={label}>
              <th scope="row" className={nested ? styles.nested : undefined}>
                {label}
              </th>
              <td>{value(nutrition)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        Allergènes&nbsp;:{' '}
        {recipe.allergens.length ? recipe.allergens.map(allergenName).join(', ') : 'aucun'}.
      </p>
    </Modal>
  );
}
