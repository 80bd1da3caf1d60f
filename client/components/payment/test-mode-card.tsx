import { Form } from 'react-router-dom';
import { cardBrandName } from '../../../shared/card-brand.ts';
import { CustomerServiceContact } from '../customer-service-contact.tsx';
import { SubmitButton } from '../form/account-page.tsx';
import { FormAlert } from '../form/form-alert.tsx';
import { useActionForm } from '../form/use-action-form.ts';
import { cardChecks } from './card-checks.ts';
import { CardFields } from './card-fields.tsx';
import type { CardPaymentProps } from './card-payment-props.ts';
import styles from './payment.module.css';

/** The card typed in our own form, in test mode (ADR 037). */
export function TestModeCard({
  step,
  fields,
  action,
  submitLabel,
  title = 'Paiement par carte',
  children,
}: CardPaymentProps) {
  const { field, errorOf, onSubmit, pending } = useActionForm(
    cardChecks(() => new Date()),
    {
      refused: step.fieldErrors,
    },
  );
  const brands = step.brands.map(cardBrandName).filter((name) => name !== undefined);
  return (
    <Form
      method="post"
      action={action}
      replace
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
    >
      <h2 className={styles.stepTitle}>{title}</h2>
      {children}
      <p className={styles.testMode} role="note">
        <strong>Mode test&nbsp;: aucune carte réelle n’est débitée.</strong> Carte d’essai&nbsp;:
        4111&nbsp;1111&nbsp;4555&nbsp;1142, 03/30, cryptogramme 737.
      </p>
      {brands.length > 0 ? (
        <p className={styles.brands}>Cartes acceptées&nbsp;: {brands.join(', ')}.</p>
      ) : null}
      <FormAlert message={step.message} />
      {step.contactSupport ? <CustomerServiceContact /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="attempt" value={step.attempt} />
      <input type="hidden" name="brands" value={step.brands.join(',')} />
      <CardFields field={field} errorOf={errorOf} holderName={step.holderName} />
      <input type="hidden" name="intent" value="pay" />
      <SubmitButton pending={pending} pendingLabel="Paiement en cours…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
