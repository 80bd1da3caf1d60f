import { Form, useActionData } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { AccountPage, SubmitButton } from '../../components/form/account-page.tsx';
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
 * Registration. The form posts to the page's route action (registration-action.ts): on the
 * server before JavaScript has loaded, in the browser after the same checks here. The address
 * is looked up as the visitor leaves its field: an account that exists is said at once. A
 * lead's address (ADR 041) fills it in.
 */
export function Component() {
  const answer = useActionData() as RegistrationAnswer | undefined;
  const existing = useExistingEmail();
  const leadEmail = useLeadEmail();
  const { field, errors, onSubmit, pending } = useActionForm(registrationChecks);
  const errorOf = (name: keyof typeof registrationChecks) =>
    errors[name] ?? answer?.fieldErrors?.[name];
  const values = answer?.values;
  return (
    <AccountPage
      title="Créer un compte"
      lead="Quelques informations, et vous composez votre première box."
      links={[
        <>
          Déjà client&nbsp;? <Link to="/connexion">Se connecter</Link>
        </>,
      ]}
    >
      <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
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
            {existing.exists ? (
              <>
                Un compte existe déjà avec cette adresse.{' '}
                <Link to="/connexion">Se connecter&nbsp;?</Link>
              </>
            ) : null}
          </p>
        </div>
        <NewPasswordFields label="Mot de passe" field={field} errorOf={errorOf} />
        <CheckboxField
          label={
            <>Je souhaite recevoir la newsletter&nbsp;: des idées de recettes chaque semaine.</>
          }
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
          error={errorOf('terms')}
          {...field('terms')}
        />
        <SubmitButton pending={pending} pendingLabel="Création du compte…">
          Créer mon compte
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}
