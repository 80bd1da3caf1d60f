import { lazy, Suspense, useState } from 'react';
import { applyCoupon } from '../../../shared/coupon.ts';
import { formatPrice } from '../../../shared/format-fr.ts';
import { pricePerPortion, recipePrice } from '../../../shared/recipe-price.ts';
import { extrasOf, extrasParam } from '../../../shared/recipe-servings.ts';
import { useSearchParams } from '../../router/router-context.tsx';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Button, LinkButton } from '../../components/button.tsx';
import scripting from '../../components/scripting.module.css';
import { Price } from '../../components/price.tsx';
import styles from './price-panel.module.css';
import { pushAddToCart, type Choice } from './recipe-events.ts';
import type { StoredCoupon } from '../../api/queries/coupon.ts';
import { PromoCodeForm } from '../../components/promo-code-form.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';

// the confirmation's code is fetched with the first click on « Ajouter au panier »
const BasketDialog = lazy(() =>
  import('./basket-dialog.tsx').then((module) => ({ default: module.BasketDialog })),
);

interface PricePanelProps {
  recipe: RecipeDetail;
  guests: number;
  coupon: StoredCoupon;
  /** the id of the servings' form, which asks for the extras too without JavaScript */
  choiceForm: string;
}

/** Spec §2: the price for the chosen guests, its extras (option selectors) and the promo code. */
export function PricePanel({ recipe, guests, coupon, choiceForm }: PricePanelProps) {
  const search = useSearchParams();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() =>
    extrasOf(
      search.getAll(extrasParam),
      recipe.options.map((option) => option.id),
    ),
  );
  const [basketOpen, setBasketOpen] = useState(false);
  const price = recipePrice({ prices: recipe.prices, options: recipe.options, chosen, guests });
  if (price.recipe === null) return null;
  // spec §5: the coupon reduces the recipe's price; the extras keep theirs
  const valid = coupon.status === 'valid' ? coupon.coupon : null;
  const discounted = applyCoupon(price.recipe, valid);
  const total = Math.round((price.total - discounted.discount) * 100) / 100;
  const choice: Choice = {
    guests,
    recipePrice: discounted.total,
    options: price.options,
    coupon: discounted.applied && valid ? valid.code : null,
  };
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className={styles.panel} aria-labelledby="price-title">
      <h2 id="price-title" className={styles.title}>
        {`Pour ${guests}\u00a0personnes`}
      </h2>
      {recipe.options.length ? (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>Ajoutez à votre box</legend>
          {recipe.options.map((option) => {
            const optionPrice = option.prices.find((p) => p.guests === guests)?.price;
            if (optionPrice === undefined) return null;
            return (
              <label key={option.id}>
                <input
                  type="checkbox"
                  name={extrasParam}
                  value={option.id}
                  form={choiceForm}
                  checked={chosen.has(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <span>
                  {option.name}
                  <small>{option.description}</small>
                </span>
                <span>{`+\u00a0${formatPrice(optionPrice)}`}</span>
              </label>
            );
          })}
          <span className={scripting.withoutScripts}>
            <Button type="submit" form={choiceForm} variant="secondary">
              Mettre à jour le prix
            </Button>
          </span>
        </fieldset>
      ) : null}
      <div className={styles.total} aria-live="polite">
        <p className={styles.amount}>
          <Price amount={total} was={discounted.applied ? price.total : undefined} size="lg" />
        </p>
        <p className={styles.perPortion}>
          {`soit ${formatPrice(pricePerPortion(total, guests))} la part`}
        </p>
        {discounted.applied && valid ? (
          <p className={styles.coupon}>
            Code promo {valid.code.toUpperCase()}&nbsp;: −{formatPrice(discounted.discount)} sur la
            recette
          </p>
        ) : coupon.status === 'checking' ? (
          <p className={styles.coupon}>Vérification de votre code promo…</p>
        ) : null}
      </div>
      {/* a code lives in the browser's storage (ADR 036): none without scripts */}
      <div className={scripting.withScripts}>
        <LiveSiteOnly what="les codes promo">
          <PromoCodeForm coupon={coupon} />
        </LiveSiteOnly>
      </div>
      <span className={scripting.withScripts}>
        <Button
          block
          size="lg"
          onClick={() => {
            pushAddToCart(recipe, choice);
            setBasketOpen(true);
          }}
        >
          Ajouter au panier
        </Button>
      </span>
      {/* without scripts, where the basket's dialog leads: the offer (spec §2: no cart screen) */}
      <span className={scripting.withoutScripts}>
        <LinkButton to="/generique" block size="lg">
          Choisir ma formule
        </LinkButton>
      </span>
      {basketOpen ? (
        <Suspense fallback={null}>
          <BasketDialog
            onClose={() => setBasketOpen(false)}
            recipe={recipe}
            choice={choice}
            total={total}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
