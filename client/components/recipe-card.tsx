import { Link } from 'react-router-dom';
import { formatDuration } from '../../shared/format-fr.ts';
import type { RecipeCard as RecipeCardData } from '../api/queries/recipes.ts';
import styles from './recipe-card.module.css';
import { ResponsiveImage } from './responsive-image.tsx';

const tierLabels: Record<string, string> = {
  classique: 'Classique',
  signature: 'Signature',
  premium: 'Premium',
  premium_plus: 'Premium+',
};

export function RecipeCard({
  recipe,
  priority = false,
}: {
  recipe: RecipeCardData;
  priority?: boolean;
}) {
  return (
    <article className={styles.card}>
      {recipe.cover ? (
        <ResponsiveImage
          picture={recipe.cover}
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
          priority={priority}
          className={styles.cover}
        />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/recettes/${recipe.slug}`} className={styles.link}>
            {recipe.name}
          </Link>
        </h3>
        <p className={styles.facts}>
          <span>{formatDuration(recipe.furnaceTime)} aux fourneaux</span>
          {recipe.tier !== 'classique' ? (
            <span className={styles.tier}>{tierLabels[recipe.tier] ?? recipe.tier}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
