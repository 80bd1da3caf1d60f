import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { formatDuration } from '../../../shared/format-fr.ts';
import { landingPreview, landingVersion } from '../../../shared/landing-versions.ts';
import { useClients } from '../../api/api-context.tsx';
import { menuPlanningQuery, type MenuRecipe } from '../../api/queries/menus.ts';
import { Badge } from '../../components/badge.tsx';
import { cx } from '../../components/class-names.ts';
import { Icon } from '../../components/icon.tsx';
import { Link } from '../../components/link.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { LandingCta } from './landing-cta.tsx';
import { landingWeekQuery } from './landing-week.ts';
import styles from './landing-preview.module.css';

/** The week the loader resolved (it reads the clock; the page never does). */
function useLandingWeek(): number {
  const week = useQuery(landingWeekQuery()).data;
  if (week === undefined) throw new Error('the landing loader records the week it previews');
  return week;
}

function PreviewRecipe({ recipe, preselected }: { recipe: MenuRecipe; preselected: boolean }) {
  return (
    <article className={cx(styles.recipe, preselected && styles.preselected)}>
      {recipe.cover ? (
        <ResponsiveImage
          picture={recipe.cover}
          sizes="(min-width: 64rem) 14rem, (min-width: 40rem) 30vw, 7rem"
          className={styles.cover}
        />
      ) : null}
      <div className={styles.body}>
        {preselected ? (
          <Badge tone="herb" className={styles.badge}>
            <Icon name="check" />
            Sélectionnée pour vous
          </Badge>
        ) : null}
        <h3 className={styles.name}>
          <Link to={`/recettes/${recipe.slug}`}>{recipe.name}</Link>
        </h3>
        <p className={styles.time}>{formatDuration(recipe.furnaceTime)} aux fourneaux</p>
      </div>
    </article>
  );
}

/**
 * The menu of the week the first box is ordered for (ADR 052) in a few recipes, some already
 * ticked for the visitor: as many as the landing's version says (spec §9 « fake selected »,
 * ADR 040), those the basket menu ticks.
 */
export function RecipePreview({
  variant,
  shown,
  boxRecipes,
  columns = 3,
  className,
}: {
  variant: string;
  /** the box's recipes (the URL's settings): no more are pre-selected */
  boxRecipes: number;
  /** how many recipes, at least the pre-selected ones */
  shown: number;
  /** across, from a tablet's width (a phone lists them one under the other) */
  columns?: 2 | 3;
  className?: string;
}) {
  const { api } = useClients();
  const week = useLandingWeek();
  const { recipes } = useSuspenseQuery(menuPlanningQuery(api, week)).data;
  const preview = landingPreview(recipes, landingVersion(variant), shown, boxRecipes);
  if (preview.length === 0) return null;
  const count = preview.filter((entry) => entry.preselected).length;
  return (
    <section aria-labelledby="landing-preview" className={cx(styles.preview, className)}>
      <h2 id="landing-preview">La semaine prochaine au menu</h2>
      <p className={styles.lead}>{previewLead(count, recipes.length, week)}</p>
      <ul className={cx(styles.list, columns === 2 && styles.pairs)}>
        {preview.map(({ recipe, preselected }) => (
          <li key={recipe.id}>
            <PreviewRecipe recipe={recipe} preselected={preselected} />
          </li>
        ))}
      </ul>
      <LandingCta to={`/menu?week=${week}`} variant="secondary" landing={variant} element="menu">
        Voir tout le menu de la semaine
      </LandingCta>
    </section>
  );
}

/** « Nous avons déjà choisi 2 recettes… », one, or none when the week has none to offer. */
function previewLead(count: number, menuSize: number, week: number): string {
  const among = `parmi les ${menuSize}\u00a0de la semaine ${week}.`;
  if (count === 0) return `Choisissez les recettes de votre première box ${among}`;
  if (count === 1)
    return `Nous avons déjà choisi 1\u00a0recette pour votre première box\u00a0: gardez-la ou changez-la ${among}`;
  return `Nous avons déjà choisi ${count}\u00a0recettes pour votre première box\u00a0: gardez-les ou changez-les ${among}`;
}
