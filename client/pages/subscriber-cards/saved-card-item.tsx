import { useId, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import { cardBrandName, cardExpiry, maskedCardNumber } from '../../../shared/card-brand.ts';
import type { SavedCard } from '../../api/queries/saved-cards.ts';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import styles from './subscriber-cards.module.css';

/** « Visa •••• 1142 »: how the page names a card. */
export const cardName = (card: SavedCard) =>
  `${cardBrandName(card.brand) ?? card.brand.toUpperCase()} ${maskedCardNumber(card.lastFour)}`;

/** « Oui, retirer la carte »: the removal confirmed, in the dialog or in the page without it. */
export function ConfirmRemoveForm({
  card,
  onSubmit,
  children,
}: {
  card: SavedCard;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  return (
    <Form method="post" replace preventScrollReset onSubmit={onSubmit} className={styles.actions}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="card" value={card.key} />
      <input type="hidden" name="confirm" value="1" />
      <Button type="submit">Oui, retirer la carte</Button>
      {children}
    </Form>
  );
}

/** What a removal does, said before it is confirmed. */
export const removeConsequence =
  'Elle ne pourra plus régler vos box. Vous pourrez l’enregistrer de nouveau à tout moment.';

/**
 * « Retirer »: with JavaScript a dialog asks first; without it the post does, and the action
 * answers a confirmation step (ADR 046's way).
 */
function RemoveCard({ card }: { card: SavedCard }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('card') === card.key;
  const name = cardName(card);
  return (
    <>
      <Form
        method="post"
        replace
        preventScrollReset
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="card" value={card.key} />
        <Button type="submit" variant="secondary" pending={pending}>
          Retirer<VisuallyHidden> la carte {name}</VisuallyHidden>
        </Button>
      </Form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Retirer la carte ${name}\u00a0?`}
        size="sm"
        footer={
          <ConfirmRemoveForm card={card} onSubmit={() => setConfirming(false)}>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
          </ConfirmRemoveForm>
        }
      >
        <p>{removeConsequence}</p>
      </Modal>
    </>
  );
}

/** A saved card: its brand, « •••• 1142 », its expiry and holder, and « Retirer ». */
export function SavedCardItem({ card, refusal }: { card: SavedCard; refusal?: string }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p id={titleId}>
        <span className={styles.brand}>
          {cardBrandName(card.brand) ?? card.brand.toUpperCase()}
        </span>{' '}
        <span className={styles.number}>{maskedCardNumber(card.lastFour)}</span>
      </p>
      <p className={styles.muted}>Expire fin {cardExpiry(card.expiryMonth, card.expiryYear)}</p>
      {card.holderName ? <p className={styles.muted}>{card.holderName}</p> : null}
      <FormAlert message={refusal} />
      <RemoveCard card={card} />
    </article>
  );
}
