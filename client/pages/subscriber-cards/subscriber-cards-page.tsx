import { useQueryClient } from '@tanstack/react-query';
import { useSessionQuery } from '../../api/queries/session-query.ts';
import { useSearchParams } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { savedCardsQuery } from '../../api/queries/saved-cards.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { CardPayment } from '../../components/payment/card-payment.tsx';
import type { CardStep } from '../../components/payment/card-step.ts';
import { SubscriberArea } from '../../components/subscriber/subscriber-area.tsx';
import type { CardsAnswer } from './cards-action.ts';
import { cardStepKey, doneNotices, doneParam } from './cards-paths.ts';
import { RemoveConfirmation } from './remove-confirmation.tsx';
import { SavedCardItem } from './saved-card-item.tsx';
import styles from './subscriber-cards.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

/**
 * « Mes cartes de paiement » (ADR 048): the saved cards, each removable after a confirmation,
 * then the shared card step to add one (test mode, or Adyen's Drop-in when configured).
 */
export function Component() {
  const { api } = useClients();
  const cards = useSessionQuery(savedCardsQuery(api)).data;
  const answer = usePageAnswer<CardsAnswer>();
  const loaded = useQueryClient().getQueryData<CardStep>(cardStepKey);
  const step = answer?.kind === 'step' ? answer.step : loaded;
  const [search] = useSearchParams();
  if (!cards) return null;
  const done = answer ? undefined : doneNotices[search.get(doneParam) ?? ''];
  const concerned =
    answer && answer.kind !== 'step' ? cards.find((card) => card.key === answer.card) : undefined;
  return (
    <SubscriberArea
      current="/mon-compte/cartes"
      title="Mes cartes de paiement"
      lead="Les cartes enregistrées règlent vos box à leur date limite de modification."
    >
      <FormAlert message={done} tone="notice" />
      {answer?.kind === 'refused' && !concerned ? <FormAlert message={answer.message} /> : null}
      {answer?.kind === 'confirm' && concerned ? <RemoveConfirmation card={concerned} /> : null}
      <section className={styles.section} aria-labelledby="cartes-enregistrees">
        <h2 id="cartes-enregistrees">Cartes enregistrées</h2>
        {cards.length === 0 ? (
          <p>Aucune carte enregistrée.</p>
        ) : (
          <ul className={styles.list}>
            {cards.map((card) => (
              <li key={card.key}>
                <SavedCardItem
                  card={card}
                  refusal={
                    answer?.kind === 'refused' && answer.card === card.key
                      ? answer.message
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {step ? (
        <CardPayment
          // each attempt its own form: a card saved leaves none of its digits typed (ADR 034)
          key={step.attempt}
          step={step}
          fields={{}}
          amount={0}
          title="Ajouter une carte"
          submitLabel="Enregistrer la carte"
        >
          <p className={styles.note}>
            Votre carte est vérifiée par une autorisation de 0&nbsp;€&nbsp;: rien n’est débité.
          </p>
        </CardPayment>
      ) : null}
    </SubscriberArea>
  );
}
