import { Form } from 'react-router-dom';
import { giftCardMessageMaxLength } from '../../../shared/gift-card.ts';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextAreaField } from '../../components/form/text-area-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { AmountChoice } from './amount-choice.tsx';
import type { GiftCardAnswer, OrderValues } from './gift-card-action.ts';
import { orderChecks, recipientNameMaxLength } from './gift-card-checks.ts';
import hidden from '../../components/visually-hidden.module.css';
import styles from './gift-card-page.module.css';

type OrderAnswer = Extract<GiftCardAnswer, { step: 'order' }>;

/** The first step: the amount, who buys, for whom, and a word. */
export function OrderStep(props: { answer?: OrderAnswer; amount: number }) {
  const { field, errorOf, onSubmit, pending } = useActionForm(orderChecks, {
    refused: props.answer?.fieldErrors,
  });
  const values: Partial<OrderValues> = props.answer?.values ?? {};
  const chosen = Number(values.amount) || props.amount;
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      {/* the step's start, named as the step list names it: it takes the focus when « Modifier »
          comes back to it (gift-card-page.tsx) */}
      <h2 tabIndex={-1} className={hidden.hidden}>
        Votre carte
      </h2>
      <FormAlert message={props.answer?.message} />
      <AmountChoice defaultValue={chosen} error={errorOf('amount')} {...field('amount')} />
      <EmailField
        label="Votre adresse e-mail"
        hint="Nous y envoyons le code de la carte et votre reçu."
        autoComplete="email"
        defaultValue={values.email}
        error={errorOf('email')}
        {...field('email')}
      />
      <TextField
        label="Nom du bénéficiaire"
        hint={'Tel qu’il apparaîtra sur la carte, par exemple «\u00a0Camille\u00a0».'}
        autoComplete="off"
        required
        maxLength={recipientNameMaxLength}
        defaultValue={values.recipientName}
        error={errorOf('recipientName')}
        {...field('recipientName')}
      />
      <EmailField
        label="Adresse e-mail du bénéficiaire"
        hint="Nous lui envoyons la carte dès le paiement. Laissez vide pour la lui remettre vous-même."
        required={false}
        autoComplete="off"
        defaultValue={values.recipientEmail}
        error={errorOf('recipientEmail')}
        {...field('recipientEmail')}
      />
      <TextAreaField
        label="Votre message"
        hint="Quelques mots qui accompagneront la carte."
        maxChars={giftCardMessageMaxLength}
        defaultValue={values.message}
        error={errorOf('message')}
        {...field('message')}
      />
      <input type="hidden" name="intent" value="payment" />
      <SubmitButton pending={pending} pendingLabel="Un instant…">
        Continuer vers le paiement
      </SubmitButton>
    </Form>
  );
}
