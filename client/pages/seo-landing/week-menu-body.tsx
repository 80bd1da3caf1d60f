import { cookbookListByPath } from '../../../shared/cookbook-lists.ts';
import { Link } from '../../components/link.tsx';
import { RecipeRows } from '../../components/seo/recipe-rows.tsx';
import { useRecipeRows, useWeekMenu } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';
import { inCookbookList } from '../cookbook-list/in-list.ts';
import { weekRange } from '../menu-index/week-range.ts';
import { menuRowLimits } from './seo-plans.ts';

const count = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`;

/** /menu-semaine: the coming week's menu, told by its recipe sections (spec §2, ADR 049). */
export function WeekMenuBody() {
  const { weeks, recipes } = useWeekMenu();
  const rows = useRecipeRows(recipes, menuRowLimits);
  const shown = weeks.find((week) => week.focus);
  // spec §2's filtered lists say which recipes are vegetarian, from the sea, with meat
  const inLists = (...paths: string[]) =>
    recipes.filter((recipe) =>
      paths.some((path) => {
        const list = cookbookListByPath(path);
        return list !== undefined && inCookbookList(recipe, list);
      }),
    ).length;
  const veggie = inLists('vegetarien');
  const sea = inLists('poisson', 'crustace');
  const meat = inLists('viande');
  const later = weeks.filter((week) => !week.focus);
  return (
    <>
      <section aria-labelledby="week-menu-summary" className={styles.prose}>
        <h2 id="week-menu-summary">
          {shown ? `Semaine ${shown.week}, ${weekRange(shown.startsOn)}` : 'Cette semaine'}
        </h2>
        <p>
          {count(recipes.length, 'recette', 'recettes')} au choix cette semaine&#x202f;:{' '}
          {count(veggie, 'végétarienne', 'végétariennes')}, {count(sea, 'de la mer', 'de la mer')}{' '}
          et {count(meat, 'à la viande', 'à la viande')}. Vous en gardez autant que votre box en
          compte, les autres restent au menu pour une prochaine fois.
        </p>
      </section>
      <RecipeRows rows={rows} idPrefix="menu-row" />
      <section aria-labelledby="week-menu-method">
        <h2 id="week-menu-method">Composer son menu de la semaine</h2>
        <ol className={styles.prose}>
          <li>Commencez par le poisson et la viande, à cuisiner dans les premiers jours.</li>
          <li>
            Gardez une recette végétarienne pour le jeudi ou le vendredi&#x202f;: les légumes
            racines attendent sans souci.
          </li>
          <li>Prévoyez une recette express pour le soir le plus chargé de votre semaine.</li>
          <li>Réservez la recette la plus longue au week-end, quand on a le temps de mijoter.</li>
        </ol>
      </section>
      {later.length > 0 ? (
        <section aria-labelledby="week-menu-next">
          <h2 id="week-menu-next">Les menus des semaines suivantes</h2>
          <ul className={styles.chips}>
            {later.map((week) => (
              <li key={week.week}>
                <Link to={`/menu?week=${week.week}`}>
                  Semaine {week.week}, {weekRange(week.startsOn)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
