import { Form } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { CheckboxField } from '../../components/form/checkbox-field.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { useLeadEmail } from '../../components/lead/lead-email.ts';
import { Link } from '../../components/link.tsx';
import { useExistingEmail } from './email-check.ts';
import { registrationChecks, type RegistrationAnswer } from './registration-action.ts';

/**
 * The registration form, posted to the route action of the page it is on (this page's, or the
 * funnel's account step, ADR 043, which tells it by `intent`): on the server before JavaScript
 * has loaded, in the browser after the same checks here. The address is looked up as the
 * visitor leaves its field: an account that exists is said at once. A lead's address (ADR 041)
 * fills it in.
 */
export function RegistrationForm({
  answer,
  intent,
}: {
  answer: RegistrationAnswer | undefined;
  intent?: string;
}) {
  const existing = useExistingEmail();
  const leadEmail = useLeadEmail();
  const { field, errorOf, onSubmit, pending } = useActionForm(registrationChecks, {
    refused: answer?.fieldErrors,
  });
  const values = answer?.values;
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormAlert message={answer?.message} />
      <TextField
        label="Prénom"
        autoComplete="given-name"
        required
        defaultValue={values?.firstName}
        error={errorOf('firstName')}
        {...field('firstName')}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        required
        defaultValue={values?.lastName}
        error={errorOf('lastName')}
        {...field('lastName')}
      />
      <div>
        <EmailField
          // the address left on a lead form (ADR 041), shown once hydrated unless typed over
          defaultValue={values?.email ?? leadEmail}
          error={errorOf('email')}
          onBlur={(event) => existing.check(event.target.value)}
          {...field('email')}
        />
        <p className={styles.inline} aria-live="polite">
          {existing.exists && !errorOf('email') ? (
            <>
              Un compte existe déjà avec cette adresse.{' '}
              {intent ? (
                <a href="#deja-client">Se connecter&nbsp;?</a>
              ) : (
                <Link to="/connexion">Se connecter&nbsp;?</Link>
              )}
            </>
          ) : null}
        </p>
      </div>
      <NewPasswordFields label="Mot de passe" field={field} errorOf={errorOf} />
      <CheckboxField
        label={<>Je souhaite recevoir la newsletter&nbsp;: des idées de recettes chaque semaine.</>}
        name="newsletter"
        defaultChecked={values?.newsletter}
      />
      <CheckboxField
        label={
          <>
            J’accepte les{' '}
            <Link to="/conditions-generales-de-vente">conditions générales de vente</Link>.
          </>
        }
        required
        defaultChecked={values?.terms}
        error={errorOf('terms')}
        {...field('terms')}
      />
      <SubmitButton pending={pending} pendingLabel="Création du compte…">
        Créer mon compte
      </SubmitButton>
    </Form>
  );
}
