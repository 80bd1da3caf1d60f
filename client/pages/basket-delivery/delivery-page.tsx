import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Form } from 'react-router-dom';
import { formatDay } from '../../../shared/french-dates.ts';
import { formatSlot, slotValue } from '../../../shared/delivery-slot.ts';
import type { DeliveryField } from '../../../shared/first-order-messages.ts';
import { funnelStepUrl, readBasket, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { useClients } from '../../api/api-context.tsx';
import { deliveryDaysQuery, type DeliveryOffer } from '../../api/queries/delivery-days.ts';
import { profileQuery } from '../../api/queries/profile.ts';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { FunnelProgress } from '../../funnel/funnel-progress.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef, useSearchParams, usePageAnswer } from '../../router/router-context.tsx';
import { AddressFields } from './address-fields.tsx';
import { BasketRecap } from './basket-recap.tsx';
import styles from './basket-delivery.module.css';
import { ClosedWeek } from './closed-week.tsx';
import { CodeFields } from './code-fields.tsx';
import type { DeliveryAnswer } from './delivery-action.ts';
import { deliveryChecks } from './delivery-checks.ts';
import { BasketRefusal } from './basket-refusal.tsx';
import { RadioChoices } from './radio-choices.tsx';

/** ADR 043's delivery step: where and when the first box goes, then the payment. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const basket = readBasket(useSearchParams());
  if (!basket) throw new Error('the loader sends a basket it cannot order back to the recipes');
  const offer = useSuspenseQuery(deliveryDaysQuery(api, basket.week)).data;
  return (
    <div className={styles.page}>
      <FunnelProgress step="delivery" />
      <PageIntro
        title={def.title}
        lead={'Où et quand livrer votre première box\u00a0? Le paiement vient ensuite.'}
      />
      <BasketRecap basket={basket} />
      {offer.days.length > 0 ? (
        <DeliveryForm basket={basket} offer={offer} />
      ) : (
        <ClosedWeek basket={basket} />
      )}
    </div>
  );
}

function DeliveryForm({ basket, offer }: { basket: FunnelBasket; offer: DeliveryOffer }) {
  const answer = usePageAnswer<DeliveryAnswer>();
  const { api } = useClients();
  const profile = useQuery(profileQuery(api)).data;
  const { field, errorOf, onSubmit, pending } = useActionForm(deliveryChecks(offer), {
    leavesPage: true,
    refused: answer?.fieldErrors,
  });
  // what the account knows (its loader fetched it), until the visitor types their own
  const values: Partial<Record<DeliveryField, string>> = answer?.values ?? {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phoneNumber ?? '',
  };
  return (
    <Form
      method="post"
      // the basket stays in the step's URL (ADR 043): the action reads it there
      action={funnelStepUrl('delivery', basket)}
      replace
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
    >
      <FormAlert message={answer?.message} />
      {answer?.basketMessage ? (
        <BasketRefusal basket={basket} message={answer.basketMessage} />
      ) : null}
      <AddressFields field={field} errorOf={errorOf} values={values} />
      <RadioChoices
        legend="Jour de votre première livraison"
        choices={offer.days.map((day) => ({ value: day, label: formatDay(day) }))}
        defaultValue={values.deliveryDate}
        error={errorOf('deliveryDate')}
        {...field('deliveryDate')}
      />
      <RadioChoices
        legend="Créneau de livraison"
        choices={offer.slots.map((slot) => ({ value: slotValue(slot), label: formatSlot(slot) }))}
        defaultValue={values.slot}
        error={errorOf('slot')}
        {...field('slot')}
      />
      <CodeFields field={field} errorOf={errorOf} values={answer?.values} />
      <SubmitButton pending={pending} pendingLabel="Enregistrement…">
        Continuer vers le paiement
      </SubmitButton>
    </Form>
  );
}
