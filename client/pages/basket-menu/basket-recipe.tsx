import { formatPrice } from '../../../shared/format-fr.ts';
import type { MenuRecipe } from '../../api/queries/menus.ts';
import { Button } from '../../components/button.tsx';
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
  onToggle: () => void;
  priority: boolean;
}

/** A recipe of the week with its supplement and a choose/remove toggle (ADR 042). */
export function BasketRecipe(props: BasketRecipeProps) {
  const { recipe, supplement, chosen, refused, refusalId, onToggle, priority } = props;
  return (
    <RecipeCard recipe={recipe} priority={priority}>
      <p className={styles.supplement}>
        {supplement > 0 ? `Supplément +${formatPrice(supplement)}` : 'Incluse dans la box'}
      </p>
      <Button
        variant={chosen ? 'primary' : 'secondary'}
        block
        aria-pressed={chosen}
        // a refused choice stays focusable, so that its reason is heard
        aria-disabled={refused ? true : undefined}
        aria-describedby={refused ? refusalId : undefined}
        onClick={refused ? undefined : onToggle}
        className={styles.toggle}
      >
        {/* the name stays the same and aria-pressed says the state (a toggle's rule) */}
        <span aria-hidden="true">{chosen ? '✓ ' : ''}</span>
        Choisir<VisuallyHidden> {recipe.name}</VisuallyHidden>
      </Button>
    </RecipeCard>
  );
}
