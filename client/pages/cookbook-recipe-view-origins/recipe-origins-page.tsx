import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '../../router/router-context.tsx';
import { Link } from '../../components/link.tsx';
import { useClients } from '../../api/api-context.tsx';
import { menuWeekQuery } from '../../api/queries/menus.ts';
import { recipeQuery } from '../../api/queries/recipe-detail.ts';
import { Badge } from '../../components/badge.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { originsTrail } from '../../metadata/cookbook-trails.ts';
import { weekRange } from '../menu-index/week-range.ts';
import { originCounts } from './group-origins.ts';
import styles from './recipe-origins-page.module.css';

// French: 0 and 1 take the singular
const plural = (count: number, word: string) => (count > 1 ? `${word}s` : word);

/** Spec §2 cookbook_recipe_view_origins: where the week's ingredients of a recipe come from. */
export function Component() {
  const { api } = useClients();
  const { slug = '', week: weekParam } = useParams();
  const recipe = useSuspenseQuery(recipeQuery(api, slug)).data;
  const week = useSuspenseQuery(menuWeekQuery(api, Number(weekParam))).data;
  if (!recipe || !week) throw new Error('unknown recipe or week past the loader');
  const { card } = recipe;
  const { groups, listed, french, organic } = originCounts(recipe.ingredients);
  const onMenu = week.recipeSlugs.includes(card.slug);

  return (
    <>
      <Breadcrumbs trail={originsTrail(card, `/recettes/${card.slug}/${week.week}`)} />
      <PageIntro
        title={`D’où viennent les ingrédients de «\u00a0${card.name}\u00a0»\u00a0?`}
        lead={`Semaine ${week.week}, ${weekRange(week.startsOn)}.`}
      >
        <p>
          {onMenu ? (
            <>
              Cette recette est au{' '}
              <Link to={`/menu?week=${week.week}`}>menu de la semaine {week.week}</Link>.
            </>
          ) : (
            `Cette recette n’est pas au menu de la semaine ${week.week}\u00a0: voici l’origine habituelle de ses ingrédients.`
          )}
        </p>
      </PageIntro>
      <ul className={styles.stats}>
        <li>
          <strong>{listed}</strong> {plural(listed, 'ingrédient')} dans la box
        </li>
        <li>
          <strong>{french}</strong> de France
        </li>
        <li>
          <strong>{organic}</strong> bio
        </li>
      </ul>
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <section key={group.name} aria-labelledby={`region-${index}`}>
            <h2 id={`region-${index}`} className={styles.region}>
              {group.name}
            </h2>
            <ul className={styles.list}>
              {group.ingredients.map((ingredient) => (
                <li key={ingredient.id} className={styles.item}>
                  <p className={styles.name}>
                    {ingredient.name}
                    {ingredient.organic ? (
                      <>
                        {' '}
                        <Badge tone="herb">Bio</Badge>
                      </>
                    ) : null}
                  </p>
                  <p className={styles.where}>{ingredient.origin}</p>
                  {ingredient.producer ? (
                    <p className={styles.producer}>Produit par {ingredient.producer}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.back}>
        <Link to={`/recettes/${card.slug}`}>Retour à la recette</Link>
      </p>
    </>
  );
}
