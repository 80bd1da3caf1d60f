import { useId } from 'react';
import type { SavedCard } from '../../api/queries/saved-cards.ts';
import { LinkButton } from '../../components/button.tsx';
import { cardsPath } from './cards-paths.ts';
import { cardName, ConfirmRemoveForm, removeConsequence } from './saved-card-item.tsx';
import styles from './subscriber-cards.module.css';

/**
 * Without JavaScript, a removal posted without `confirm` comes back as this step: confirm, or
 * go back to the cards with nothing removed.
 */
export function RemoveConfirmation({ card }: { card: SavedCard }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.confirmation}>
      <h2 id={titleId}>Retirer la carte {cardName(card)}&nbsp;?</h2>
      <p>{removeConsequence}</p>
      <ConfirmRemoveForm card={card}>
        <LinkButton to={cardsPath} variant="ghost">
          Non, garder cette carte
        </LinkButton>
      </ConfirmRemoveForm>
    </section>
  );
}
