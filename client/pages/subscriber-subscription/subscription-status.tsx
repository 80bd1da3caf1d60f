import { useId, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import { formatDate } from '../../../shared/french-dates.ts';
import type { SubscriptionState } from '../../../shared/subscription-state.ts';
import { Button, LinkButton } from '../../components/button.tsx';
import { cx } from '../../components/class-names.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Icon } from '../../components/icon.tsx';
import { Modal } from '../../components/modal.tsx';
import { subscriptionPath } from './subscription-intents.ts';
import styles from './subscriber-subscription-page.module.css';

const since = (date: string | null) => (date ? ` depuis le ${formatDate(date)}` : '');

// spec §4: the state in words and with an icon, never colour alone
function stateTitle(state: SubscriptionState): string {
  switch (state.kind) {
    case 'active':
      return 'Abonnement actif';
    case 'paused':
      return `Abonnement en pause${since(state.since)}`;
    case 'suspended':
      return `Abonnement suspendu${since(state.since)}`;
  }
}

const stateDetail: Record<SubscriptionState['kind'], string> = {
  active: 'Vos box sont préparées et livrées chaque semaine.',
  paused:
    'Vos prochaines box ne sont ni préparées ni livrées. Réactivez votre abonnement pour les recevoir à nouveau.',
  suspended: 'Votre abonnement a été suspendu. Réactivez-le pour recevoir à nouveau vos box.',
};

/** What a pause does, said before it is confirmed (ADR 047). */
function PauseConsequence() {
  return (
    <p>
      Vos box à venir encore modifiables ne seront ni préparées ni livrées. Vous pourrez réactiver
      votre abonnement à tout moment.
    </p>
  );
}

/** « Oui, mettre en pause »: the pause confirmed, in the dialog or in the page without it. */
function ConfirmPauseForm({ onSubmit, children }: { onSubmit?: () => void; children: ReactNode }) {
  return (
    <Form method="post" replace preventScrollReset onSubmit={onSubmit} className={styles.actions}>
      <input type="hidden" name="intent" value="pause" />
      <input type="hidden" name="confirm" value="1" />
      <Button type="submit">Oui, mettre en pause</Button>
      {children}
    </Form>
  );
}

/**
 * The subscription's state (spec §4 user flags) and its one action: pause an active one — asked
 * first, in a dialog with JavaScript, as a step of the page without it — or reactivate it.
 */
export function SubscriptionStatus({
  state,
  confirming,
  refusal,
}: {
  state: SubscriptionState;
  confirming: boolean;
  refusal?: string;
}) {
  const titleId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const pending = useNavigation().state !== 'idle';
  const active = state.kind === 'active';
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>État de l’abonnement</h2>
      <p className={cx(styles.state, active ? styles.positive : styles.negative)}>
        <Icon name={active ? 'check' : 'minus'} />
        <span>{stateTitle(state)}</span>
      </p>
      <p>{stateDetail[state.kind]}</p>
      <FormAlert message={refusal} />
      {active && confirming ? (
        <div className={styles.confirmation}>
          <h3>Mettre votre abonnement en pause&nbsp;?</h3>
          <PauseConsequence />
          <ConfirmPauseForm>
            <LinkButton to={subscriptionPath} variant="ghost">
              Non, garder mon abonnement
            </LinkButton>
          </ConfirmPauseForm>
        </div>
      ) : null}
      {active && !confirming ? (
        <Form
          method="post"
          replace
          preventScrollReset
          className={styles.actions}
          // with JavaScript the dialog asks; without it the post does (the action's step)
          onSubmit={(event) => {
            event.preventDefault();
            setDialogOpen(true);
          }}
        >
          <input type="hidden" name="intent" value="pause" />
          <Button type="submit" variant="secondary" pending={pending}>
            Mettre en pause
          </Button>
        </Form>
      ) : null}
      {active ? null : (
        <Form method="post" replace preventScrollReset className={styles.actions}>
          <input type="hidden" name="intent" value="reactivate" />
          <Button type="submit" pending={pending}>
            Réactiver mon abonnement
          </Button>
        </Form>
      )}
      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={'Mettre votre abonnement en pause\u00a0?'}
        size="sm"
        footer={
          <ConfirmPauseForm onSubmit={() => setDialogOpen(false)}>
            <Button variant="ghost" onClick={() => setDialogOpen(false)}>
              Annuler
            </Button>
          </ConfirmPauseForm>
        }
      >
        <PauseConsequence />
      </Modal>
    </section>
  );
}
