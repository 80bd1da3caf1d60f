import { lazy, Suspense, useState } from 'react';
import { allergenName } from '../../../shared/allergens.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Button } from '../../components/button.tsx';
import scripting from '../../components/scripting.module.css';
import styles from './nutrition-panel.module.css';

import { grams } from './nutrition-format.ts';

const NutritionDialog = lazy(() =>
  import('./nutrition-dialog.tsx').then((module) => ({ default: module.NutritionDialog })),
);

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
      {/* a dialog a script opens: without one, the values above are the page's */}
      <span className={scripting.withScripts}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Toutes les valeurs nutritionnelles
        </Button>
      </span>
      {/* mounted when asked for, its code fetched then: no hidden dialog on every recipe page */}
      {open ? (
        <Suspense fallback={null}>
          <NutritionDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
