import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { recipeQuery } from '../../api/queries/recipes.ts';
import { PageIntro } from '../../components/page-intro.tsx';

export function Component() {
  const { api } = useClients();
  const { slug = '', week } = useParams();
  const recipe = useSuspenseQuery(recipeQuery(api, slug)).data;
  if (!recipe) return null;
  const ingredients = recipe.recipe_ingredients.filter((ingredient) => !ingredient.pantry);
  return (
    <>
      <PageIntro
        title={`D’où viennent les ingrédients de «\u00a0${recipe.name}\u00a0»`}
        lead={`Les ingrédients de cette recette pour la semaine ${week}, et celles et ceux qui les produisent.`}
      />
      <ul>
        {ingredients.map((ingredient) => (
          <li key={ingredient.id}>
            <strong>{ingredient.name}</strong> — {ingredient.origin}
            {ingredient.producer ? `, ${ingredient.producer}` : ''}
            {ingredient.organic ? ' (bio)' : ''}
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/recettes/${recipe.slug}`}>Retour à la recette</Link>
      </p>
    </>
  );
}
