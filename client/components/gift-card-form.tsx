import { formatPrice } from '../../shared/format-fr.ts';
import { useGiftCardActions, type StoredGiftCard } from '../api/queries/gift-card-check.ts';
import { CodeForm } from './code-form.tsx';

/**
 * « Carte cadeau » where an order is priced (ADR 036): the card's code checked, kept in the
 * browser and removable; its value comes off the price after the promo code (`orderTotal`).
 */
export function GiftCardForm({ giftCard }: { giftCard: StoredGiftCard }) {
  const { apply, remove } = useGiftCardActions();
  return (
    <CodeForm
      label="Carte cadeau"
      name="gift-card"
      checkingText="Vérification de votre carte cadeau…"
      ready={giftCard.status !== 'unread'}
      applied={
        giftCard.status === 'valid'
          ? {
              summary: (
                <>
                  Carte cadeau <strong>{giftCard.giftCard.code}</strong> de{' '}
                  {formatPrice(giftCard.giftCard.value)} appliquée
                </>
              ),
              removeLabel: 'Retirer la carte',
            }
          : null
      }
      onApply={apply}
      onRemove={remove}
    />
  );
}
