import { Form, useActionData, useNavigation } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useSearchParams } from '../../router/router-context.tsx';
import {
  tooManyAttemptsLaterMessage,
  unavailableMessage,
} from '../../../shared/site-error-messages.ts';
import type { LoginAnswer } from './login-action.ts';
import styles from './login-page.module.css';

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
 * (login-action.ts): on the server before JavaScript has loaded, in the browser after.
 */
export function Component() {
  const answer = useActionData() as LoginAnswer | undefined;
  const search = useSearchParams();
  const pending = useNavigation().state === 'submitting';
  const message = answer ? answer.message : redirectedErrors[search.get('erreur') ?? ''];
  return (
    <div className={styles.page}>
      <PageIntro
        title="Connexion"
        lead="Retrouvez vos livraisons, vos recettes et votre club fidélité."
      />
      <Form method="post" replace className={styles.form} noValidate>
        {message ? (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        ) : null}
        <TextField
          label="Adresse e-mail"
          name="identifier"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={answer?.identifier}
          error={answer?.fieldErrors?.identifier}
          autoFocus={Boolean(answer?.fieldErrors?.identifier)}
        />
        <TextField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={answer?.fieldErrors?.password}
          autoFocus={Boolean(!answer?.fieldErrors?.identifier && answer?.fieldErrors?.password)}
        />
        <Button type="submit" size="lg" block disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </Form>
    </div>
  );
}
