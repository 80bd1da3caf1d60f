import { formatPrice } from '../../../shared/format-fr.ts';
import type { RecipeDetail } from '../../api/queries/recipe-detail.ts';
import { Button, LinkButton } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import styles from './price-panel.module.css';
import type { Choice } from './recipe-events.ts';

interface BasketDialogProps {
  onClose: () => void;
  recipe: RecipeDetail;
  choice: Choice;
  total: number;
}

/**
 * What « Ajouter au panier » leads to for a visitor without a box yet: the choice made, and
 * the way to the offer, where a box is composed (spec §2: the cart screens are not shown).
 * Mounted when opened, so the server renders no hidden dialog.
 */
export function BasketDialog({ onClose, recipe, choice, total }: BasketDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Votre choix est noté"
      description={`${recipe.card.name}, pour ${choice.guests}\u00a0personnes.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Continuer ma visite
          </Button>
          <LinkButton to="/generique">Choisir ma formule</LinkButton>
        </>
      }
    >
      <ul className={styles.summary}>
        <li>
          <span>Recette{choice.coupon ? ` (code ${choice.coupon.toUpperCase()})` : ''}</span>
          <span>{formatPrice(choice.recipePrice)}</span>
        </li>
        {choice.options.map((option) => (
          <li key={option.id}>
            <span>{option.name}</span>
            <span>{formatPrice(option.price)}</span>
          </li>
        ))}
        <li className={styles.summaryTotal}>
          <span>Total</span>
          <span>{formatPrice(total)}</span>
        </li>
      </ul>
      <p>
        Pour la recevoir, choisissez votre formule&nbsp;: le nombre de personnes et de recettes par
        semaine. Sans engagement, vous faites une pause quand vous voulez.
      </p>
    </Modal>
  );
}
