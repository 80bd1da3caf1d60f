import { Link } from '../../components/link.tsx';
import { cookbookLists } from '../../../shared/cookbook-lists.ts';
import { formatDuration } from '../../../shared/format-fr.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Icon } from '../../components/icon.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { TierBadge } from '../../components/tier-badge.tsx';
import styles from './recipe-hero.module.css';

const difficulties: Record<string, string> = {
  facile: 'Facile',
  moyen: 'Intermédiaire',
  difficile: 'Pour cuisiniers aguerris',
};

/** The filtered lists (spec §2) a recipe belongs to: its categories, and « Rapides » by time. */
function listsOf(recipe: RecipeDetail) {
  const { tags, furnaceTime } = recipe.card;
  return cookbookLists.filter(
    (list) =>
      (list.tag === null || tags.includes(list.tag)) &&
      (list.maxTime === null || furnaceTime <= list.maxTime),
  );
}

/** Cover, title, description, categories, times, tier and rating (spec §2). */
export function RecipeHero({ recipe }: { recipe: RecipeDetail }) {
  const { card } = recipe;
  return (
    <header className={styles.hero}>
      <div className={styles.text}>
        <TierBadge tier={card.tier} />
        <h1 className={styles.title}>{card.name}</h1>
        <p className={styles.lead}>{recipe.description}</p>
        <ul className={styles.facts}>
          <li>
            <Icon name="clock" />
            {` ${formatDuration(card.furnaceTime)} aux fourneaux`}
          </li>
          <li>{`${formatDuration(card.totalTime)} en tout`}</li>
          <li>{difficulties[recipe.difficulty] ?? recipe.difficulty}</li>
          <li>
            {card.rating.count > 0 ? (
              <StarRating value={card.rating.average} count={card.rating.count} />
            ) : (
              'Pas encore d’avis'
            )}
          </li>
        </ul>
        <ul className={styles.lists} aria-label="Catégories">
          {listsOf(recipe).map((list) => (
            <li key={list.path}>
              <Link to={`/recettes/${list.path}/page/1`} className={styles.list}>
                {list.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {card.cover ? (
        <ResponsiveImage
          picture={card.cover}
          sizes="(min-width: 64rem) 36rem, 100vw"
          priority
          className={styles.cover}
        />
      ) : null}
    </header>
  );
}
