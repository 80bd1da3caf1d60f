import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Link } from './link.tsx';
import { formatDuration } from '../../shared/format-fr.ts';
import { recipeCardTags } from '../../shared/recipe-tag-labels.ts';
import type { RecipeCard as RecipeCardData } from '../api/queries/recipes.ts';
import { Price } from './price.tsx';
import styles from './recipe-card.module.css';
import { ResponsiveImage } from './responsive-image.tsx';
import { StarRating } from './star-rating.tsx';
import { TagList } from './tag.tsx';
import { TierBadge } from './tier-badge.tsx';

interface RecipeCardProps {
  recipe: RecipeCardData;
  /** the first card a visitor sees: its cover is fetched at once, with high priority */
  priority?: boolean;
  /** the lowest price of the recipe, per portion, when the page knows it */
  priceFrom?: number;
  /** h3 under a section's h2 (default), h2 when the list sits right under the page's h1 */
  headingLevel?: 2 | 3;
  /** how wide the card is drawn, for the cover's `sizes` */
  sizes?: string;
  /** what a page adds under the card's facts (the basket's supplement and choice button) */
  children?: ReactNode;
}

const gridSizes = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/** A recipe in a list: cover, tier, title (the card's link), time, rating, tags, price. */
export function RecipeCard({
  recipe,
  priority = false,
  priceFrom,
  headingLevel = 3,
  sizes = gridSizes,
  children,
}: RecipeCardProps) {
  const Heading = `h${headingLevel}` as const;
  const time = `${formatDuration(recipe.furnaceTime)} aux fourneaux`;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {recipe.cover ? (
          <ResponsiveImage picture={recipe.cover} sizes={sizes} priority={priority} />
        ) : null}
        <TierBadge tier={recipe.tier} className={styles.tier} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={`/recettes/${recipe.slug}`}>{recipe.name}</Link>
        </Heading>
        {recipe.rating.count > 0 ? (
          <p className={styles.facts}>
            <span className={styles.time}>{time}</span>
            <StarRating value={recipe.rating.average} size="sm" />
          </p>
        ) : (
          // unrated: the paragraph is the time itself (one element less per card)
          <p className={cx(styles.facts, styles.time)}>{time}</p>
        )}
        <TagList
          tags={recipeCardTags(recipe)
            .slice(0, 3)
            .map((label) => ({ label }))}
          label="Catégories"
        />
        {priceFrom !== undefined ? (
          <p className={styles.price}>
            <Price amount={priceFrom} from per="la part" size="sm" cents />
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
