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
  columns = 3,
  className,
}: {
  variant: string;
  /** how many recipes, at least the pre-selected ones */
  shown: number;
  /** across, from a tablet's width (a phone lists them one under the other) */
  columns?: 2 | 3;
  className?: string;
}) {
  const { api } = useClients();
  const week = useLandingWeek();
  const { recipes } = useSuspenseQuery(menuPlanningQuery(api, week)).data;
  const preview = landingPreview(recipes, landingVersion(variant), shown);
  if (preview.length === 0) return null;
  const count = preview.filter((entry) => entry.preselected).length;
  return (
    <section aria-labelledby="landing-preview" className={cx(styles.preview, className)}>
      <h2 id="landing-preview">La semaine prochaine au menu</h2>
      <p className={styles.lead}>
        Nous avons déjà choisi {count}&nbsp;recettes pour votre première box&nbsp;: gardez-les ou
        changez-les parmi les {recipes.length}&nbsp;de la semaine {week}.
      </p>
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
