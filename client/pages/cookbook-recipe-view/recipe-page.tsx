import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams, useSearchParams } from '../../router/router-context.tsx';
import { Link } from '../../components/link.tsx';
import { applyCoupon } from '../../../shared/coupon.ts';
import { servingsOf, servingsParam } from '../../../shared/recipe-servings.ts';
import { welcomeOfferGuests } from '../../../shared/box-sizes.ts';
import { Button } from '../../components/button.tsx';
import scripting from '../../components/scripting.module.css';
import { useClients } from '../../api/api-context.tsx';
import { currentWeekQuery } from '../../api/queries/current-week.ts';
import { recipeQuery, type RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { recipeTrail } from '../../metadata/cookbook-trails.ts';
import { IngredientList } from './ingredient-list.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';
import { PricePanel } from './price-panel.tsx';
import styles from './recipe-page.module.css';
import { pushViewItem } from './recipe-events.ts';
import { useStoredCoupon, type StoredCoupon } from '../../api/queries/coupon.ts';
import { deferredComponent } from '../../app/deferred-component.tsx';

// what only shows the recipe, and the suggestions below it, with no handler of their own (their
// links are the document's, ADR 016): their code loads while the page hydrates (ADR 031, 066)
const RecipeHero = deferredComponent(() =>
  import('./recipe-hero.tsx').then((module) => module.RecipeHero),
);
const StepList = deferredComponent(() =>
  import('./step-list.tsx').then((module) => module.StepList),
);
const RecipeGrid = deferredComponent(() =>
  import('../../components/recipe-grid.tsx').then((module) => module.RecipeGrid),
);

/** view_item (spec §7), once per recipe, when the promo code (if any) has been checked. */
function useViewItem(recipe: RecipeDetail, guests: number, coupon: StoredCoupon) {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const settled = coupon.status === 'none' || coupon.status === 'valid';
    if (!settled || seen.current === recipe.card.slug) return;
    const price = recipe.prices.find((p) => p.guests === guests)?.price;
    if (price === undefined) return;
    seen.current = recipe.card.slug;
    const valid = coupon.status === 'valid' ? coupon.coupon : null;
    const discounted = applyCoupon(price, valid);
    pushViewItem(recipe, {
      guests,
      recipePrice: discounted.total,
      options: [],
      coupon: discounted.applied && valid ? valid.code : null,
    });
  }, [recipe, guests, coupon]);
}

/** The page's recipe: never null here, the loader answers 404 for an unknown slug. */
function useRecipe(): RecipeDetail {
  const { api } = useClients();
  const recipe = useSuspenseQuery(recipeQuery(api, useParams().slug ?? '')).data;
  if (!recipe) throw new Error('unknown recipe past the loader');
  return recipe;
}

export function Component() {
  const recipe = useRecipe();
  const week = useSuspenseQuery(currentWeekQuery(() => new Date())).data;
  const search = useSearchParams();
  const [guests, setGuests] = useState<number>(() => servingsOf(search.get(servingsParam)));
  const choiceForm = useId();
  const coupon = useStoredCoupon();
  useViewItem(recipe, guests, coupon);
  const { card } = recipe;

  return (
    <article className={styles.page}>
      <Breadcrumbs trail={recipeTrail(card)} />
      <RecipeHero recipe={recipe} />
      {/* spec §2 « servings selector »: the box's sizes; without scripts, the page asked again
          for them (shared/recipe-servings.ts) */}
      <form
        id={choiceForm}
        className={styles.servings}
        onSubmit={(event) => event.preventDefault()}
      >
        <SegmentedControl
          legend="Nombre de personnes"
          name={servingsParam}
          options={welcomeOfferGuests.map((count) => ({ value: count, label: String(count) }))}
          value={guests}
          onChange={setGuests}
        />
        <p className={styles.servingsHint}>Les quantités et le prix suivent votre choix.</p>
        <span className={scripting.withoutScripts}>
          <Button type="submit" variant="secondary">
            Afficher
          </Button>
        </span>
      </form>
      <div className={styles.layout}>
        <div className={styles.price}>
          <PricePanel recipe={recipe} guests={guests} coupon={coupon} choiceForm={choiceForm} />
        </div>
        <div className={styles.main}>
          <section aria-labelledby="ingredients-title">
            <h2 id="ingredients-title" className={styles.heading}>
              {`Ingrédients pour ${guests}\u00a0personnes`}
            </h2>
            <IngredientList ingredients={recipe.ingredients} guests={guests} />
            <p className={styles.origins}>
              <Link to={`/recettes/${card.slug}/${week}`}>
                D’où viennent les ingrédients de cette semaine&nbsp;?
              </Link>
            </p>
          </section>
          {recipe.tools.length ? (
            <section aria-labelledby="tools-title">
              <h2 id="tools-title" className={styles.heading}>
                Ustensiles
              </h2>
              <ul className={styles.tools}>
                {recipe.tools.map((tool) => (
                  <li key={tool.name}>
                    {tool.name}
                    {tool.quantity > 1 ? ` ×\u00a0${tool.quantity}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="steps-title">
            <h2 id="steps-title" className={styles.heading}>
              Les étapes
            </h2>
            <StepList steps={recipe.steps} />
          </section>
        </div>
        <div className={styles.nutrition}>
          <NutritionPanel recipe={recipe} />
        </div>
      </div>
      {recipe.related.length ? (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">Vous aimerez aussi</h2>
          <RecipeGrid recipes={recipe.related} />
        </section>
      ) : null}
    </article>
  );
}
