import { Form, useActionData } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { AccountPage, SubmitButton } from '../../components/form/account-page.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { Link } from '../../components/link.tsx';
import { useSearchParams } from '../../router/router-context.tsx';
import {
  tooManyAttemptsLaterMessage,
  unavailableMessage,
} from '../../../shared/site-error-messages.ts';
import { loginChecks, type LoginAnswer } from './login-action.ts';

// what a login posted to /auth/login without JavaScript comes back with (DESIGN §6)
const redirectedErrors: Record<string, string> = {
  identifiants: 'Adresse e-mail ou mot de passe incorrect.',
  bloque:
    'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
  indisponible: unavailableMessage,
  tentatives: tooManyAttemptsLaterMessage,
};

/**
 * Login (DESIGN §6). The form posts `identifier` and `password` to the page's own route action
 * (login-action.ts): on the server before JavaScript has loaded; in the browser after, once the
 * fields pass spec §5's checks here (the first wrong field focused, checked again as typed).
 */
export function Component() {
  const answer = useActionData() as LoginAnswer | undefined;
  const search = useSearchParams();
  const { field, errors, onSubmit, pending } = useActionForm(loginChecks);
  const message = answer ? answer.message : redirectedErrors[search.get('erreur') ?? ''];
  return (
    <AccountPage
      title="Connexion"
      lead="Retrouvez vos livraisons, vos recettes et votre club fidélité."
      links={[
        <Link to="/mot-de-passe-oublie">Mot de passe oublié&nbsp;?</Link>,
        <Link to="/inscription">Créer un compte</Link>,
      ]}
    >
      <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
        <FormAlert message={message} />
        <EmailField
          autoComplete="username"
          defaultValue={answer?.identifier}
          error={errors.identifier ?? answer?.fieldErrors?.identifier}
          {...field('identifier')}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password ?? answer?.fieldErrors?.password}
          {...field('password')}
        />
        <SubmitButton pending={pending} pendingLabel="Connexion…">
          Se connecter
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}
