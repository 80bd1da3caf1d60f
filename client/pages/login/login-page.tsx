import { Form, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import styles from '../../components/form/account-form.module.css';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { Link } from '../../components/link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
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
  const submit = useSubmit();
  const navigation = useNavigation();
  const { field, errors, onSubmit } = useCheckedForm(loginChecks, (_values, form) =>
    submit(form, { method: 'post', replace: true }),
  );
  const pending = navigation.state === 'submitting';
  const message = answer ? answer.message : redirectedErrors[search.get('erreur') ?? ''];
  return (
    <div className={styles.page}>
      <PageIntro
        title="Connexion"
        lead="Retrouvez vos livraisons, vos recettes et votre club fidélité."
      />
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
        <Button type="submit" size="lg" block disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to="/mot-de-passe-oublie">Mot de passe oublié&nbsp;?</Link>
        </li>
        <li>
          <Link to="/inscription">Créer un compte</Link>
        </li>
      </ul>
    </div>
  );
}
