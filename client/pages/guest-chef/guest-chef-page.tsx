import { useSuspenseQuery } from '@tanstack/react-query';
import { guestChefBySlug, signedBy } from '../../../shared/guest-chefs.ts';
import { useClients } from '../../api/api-context.tsx';
import {
  cookbookQuery,
  guestChefCookbook,
  guestChefRecipeCount,
} from '../../api/queries/recipes.ts';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import styles from './guest-chef-page.module.css';
import { sitePath } from '../../app/base-path.ts';

/** DECISIONS `{name}`: a guest chef's portrait, story and recipes. */
export function Component() {
  const chef = guestChefBySlug(String(useRouteDef().props?.chefSlug));
  if (!chef) throw new Error('a guest chef route without its chef');
  const { api } = useClients();
  const { recipes } = useSuspenseQuery(cookbookQuery(api, guestChefCookbook(chef.recipeTag))).data;
  const signed = signedBy(chef, recipes).slice(0, guestChefRecipeCount);
  return (
    <>
      <header className={styles.intro}>
        <img
          src={sitePath(`/uploads/icons/${chef.portrait}.svg`)}
          alt=""
          width={96}
          height={96}
          className={styles.portrait}
        />
        <div>
          <h1 className={styles.name}>{chef.name}</h1>
          <p className={styles.title}>{chef.title}</p>
          {chef.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </header>
      <section aria-labelledby="chef-recipes">
        <h2 id="chef-recipes">Ses recettes</h2>
        <RecipeGrid recipes={signed} eagerCount={1} />
      </section>
    </>
  );
}
