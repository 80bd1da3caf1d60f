import { AccountPage } from '../../components/form/account-page.tsx';
import { Link } from '../../components/link.tsx';
import { useSearchParams, usePageAnswer } from '../../router/router-context.tsx';
import {
  tooManyAttemptsLaterMessage,
  unavailableMessage,
} from '../../../shared/site-error-messages.ts';
import type { LoginAnswer } from './login-action.ts';
import { LoginForm } from './login-form.tsx';

// what a login posted to /auth/login without JavaScript comes back with (DESIGN §6)
const redirectedErrors: Record<string, string> = {
  identifiants: 'Adresse e-mail ou mot de passe incorrect.',
  bloque:
    'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
  indisponible: unavailableMessage,
  tentatives: tooManyAttemptsLaterMessage,
};

/** Login (DESIGN §6): the form posts to the page's own route action (login-action.ts). */
export function Component() {
  const answer = usePageAnswer<LoginAnswer>();
  const search = useSearchParams();
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
      <LoginForm answer={answer} message={message} />
    </AccountPage>
  );
}
