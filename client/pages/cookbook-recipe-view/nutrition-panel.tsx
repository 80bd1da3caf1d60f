import { useState } from 'react';
import { allergenName } from '../../../shared/allergens.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Button } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import styles from './nutrition-panel.module.css';

type Nutrition = RecipeDetail['nutrition'];

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const grams = (value: number) => `${decimal.format(value)}\u00a0g`;

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

/** Spec §2 « nutritional values »: per portion, with the allergens; the full table in a modal. */
export function NutritionPanel({ recipe }: { recipe: RecipeDetail }) {
  const [open, setOpen] = useState(false);
  const { nutrition } = recipe;
  return (
    <section className={styles.panel} aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className={styles.title}>
        Valeurs nutritionnelles
      </h2>
      <dl className={styles.summary}>
        {[
          ['Énergie', `${nutrition.calories}\u00a0kcal`],
          ['Protéines', grams(nutrition.proteins)],
          ['Glucides', grams(nutrition.carbohydrates)],
          ['Lipides', grams(nutrition.fats)],
        ].map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>Par portion.</p>
      <h3 className={styles.subtitle}>Allergènes</h3>
      <p>
        {recipe.allergens.length
          ? recipe.allergens.map(allergenName).join(', ')
          : 'Aucun allergène majeur.'}
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Toutes les valeurs nutritionnelles
      </Button>
      {/* mounted when asked for: the server renders no hidden dialog on every recipe page */}
      {open ? (
        <Modal open onClose={() => setOpen(false)} title="Valeurs nutritionnelles">
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
      ) : null}
    </section>
  );
}
