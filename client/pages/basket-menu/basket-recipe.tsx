import { formatPrice } from '../../../shared/format-fr.ts';
import { basketParams } from '../../../shared/funnel-basket.ts';
import type { MenuRecipe } from '../../api/queries/menus.ts';
import { buttonClassName } from '../../components/button.tsx';
import { RecipeCard } from '../../components/recipe-card.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import styles from './basket-menu.module.css';

interface BasketRecipeProps {
  recipe: MenuRecipe;
  /** what its tier adds to the box, 0 when included (ADR 039) */
  supplement: number;
  chosen: boolean;
  /** the box is full: it cannot be chosen, for the reason said by `refusalId` */
  refused: boolean;
  refusalId: string;
  /** pre-ticked by the landing's version (spec §9 « fake selected »), until changed */
  preselected: boolean;
  onToggle: () => void;
  /** the basket's form, which posts the ticked recipes before hydration (ADR 043) */
  form: string | undefined;
  priority: boolean;
}

/**
 * A recipe of the week with its supplement and a checkbox that chooses it (ADR 042): ticked
 * boxes are what « Continuer » posts, with JavaScript or without.
 */
export function BasketRecipe(props: BasketRecipeProps) {
  const { recipe, supplement, chosen, refused, refusalId, preselected, onToggle, priority } = props;
  return (
    <RecipeCard recipe={recipe} priority={priority}>
      <p className={styles.supplement}>
        {supplement > 0 ? `Supplément +${formatPrice(supplement)}` : 'Incluse dans la box'}
        {preselected && chosen ? (
          <span className={styles.preselected}> · Présélectionnée</span>
        ) : null}
      </p>
      <label
        className={buttonClassName(
          { variant: chosen ? 'primary' : 'secondary', block: true },
          styles.toggle,
        )}
        data-refused={refused || undefined}
      >
        <input
          type="checkbox"
          name={basketParams.recipe}
          value={recipe.id}
          form={props.form}
          checked={chosen}
          // a refused choice stays focusable, so that its reason is heard; ticked, it changes
          // nothing
          aria-disabled={refused ? true : undefined}
          aria-describedby={refused ? refusalId : undefined}
          onChange={refused ? () => undefined : onToggle}
          className={styles.checkbox}
        />
        Choisir<VisuallyHidden> {recipe.name}</VisuallyHidden>
      </label>
    </RecipeCard>
  );
}
