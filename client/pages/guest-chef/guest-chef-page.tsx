import { useSuspenseQuery } from '@tanstack/react-query';
import { guestChefBySlug } from '../../../shared/guest-chefs.ts';
import { useClients } from '../../api/api-context.tsx';
import { cookbookQuery } from '../../api/queries/recipes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

export function Component() {
  const chef = guestChefBySlug(String(useRouteDef().props?.chefSlug));
  const { api } = useClients();
  const { recipes } = useSuspenseQuery(
    cookbookQuery(api, { page: 1, pageSize: 8, tag: chef?.recipeTag }),
  ).data;
  if (!chef) return null;
  return (
    <>
      <PageIntro title={chef.name} lead={chef.title}>
        {chef.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>
      <section aria-labelledby="chef-recipes">
        <h2 id="chef-recipes">Ses recettes</h2>
        <RecipeGrid recipes={recipes} />
      </section>
    </>
  );
}
