import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { taggedRecipesQuery } from '../../api/queries/seo-content.ts';
import { LinkButton } from '../../components/button.tsx';
import { RecipeRows } from '../../components/seo/recipe-rows.tsx';
import { useRecipeRows } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';
import { healthyTag, poolSize } from './seo-plans.ts';

const markers = [
  'La moitié de l’assiette en légumes, crus ou cuits, selon la saison.',
  'Des céréales complètes et des légumineuses pour tenir jusqu’au repas suivant.',
  'Des matières grasses choisies\u00a0: huile d’olive, de colza, oléagineux.',
  'Peu de sel ajouté, et des herbes fraîches ou des épices pour relever.',
];

/** /recettes-saines: the healthy recipes (tag healthy) in their recipe sections (ADR 049). */
export function HealthyBody() {
  const { api } = useClients();
  const recipes = useSuspenseQuery(taggedRecipesQuery(api, healthyTag, poolSize)).data;
  const rows = useRecipeRows(recipes);
  return (
    <>
      <section aria-labelledby="healthy-what" className={styles.prose}>
        <h2 id="healthy-what">Une recette saine, selon nous</h2>
        <p>
          Saine ne veut pas dire triste. Nos recettes healthy sont riches en légumes de saison, en
          fibres et en bonnes graisses, avec des cuissons douces qui respectent les produits.
        </p>
        <p>
          Elles restent gourmandes&#x202f;: un bol de légumes rôtis et de quinoa, un poisson vapeur
          au gingembre, un curry de légumineuses. Le plaisir fait partie de l’équilibre.
        </p>
      </section>
      <RecipeRows rows={rows} idPrefix="healthy-row" />
      <section aria-labelledby="healthy-markers">
        <h2 id="healthy-markers">Les repères de notre diététicienne</h2>
        <ul className={styles.prose}>
          {markers.map((marker) => (
            <li key={marker}>{marker}</li>
          ))}
        </ul>
        <LinkButton to="/recettes/healthy/page/1" variant="secondary">
          Toutes nos recettes healthy
        </LinkButton>
      </section>
    </>
  );
}
