import { AccountPage } from '../../components/form/account-page.tsx';
import { Link } from '../../components/link.tsx';
import type { RegistrationAnswer } from './registration-action.ts';
import { RegistrationForm } from './registration-form.tsx';
import { usePageAnswer } from '../../router/router-context.tsx';

/** Registration: the form posts to the page's route action (registration-action.ts). */
export function Component() {
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
      <RegistrationForm answer={usePageAnswer<RegistrationAnswer>()} />
    </AccountPage>
  );
}
