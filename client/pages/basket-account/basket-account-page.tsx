import { funnelStepUrl, readBasket } from '../../../shared/funnel-basket.ts';
import { Link } from '../../components/link.tsx';
import { FunnelProgress } from '../../funnel/funnel-progress.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useSearchParams, usePageAnswer } from '../../router/router-context.tsx';
import { LoginForm } from '../login/login-form.tsx';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { BasketAccountAnswer } from './basket-account-action.ts';
import styles from './basket-account.module.css';

/**
 * The funnel's account step (ADR 043): a new customer registers, a known one logs in, on the
 * same page, and the basket of the URL goes on to the delivery.
 */
export function Component() {
  const posted = usePageAnswer<BasketAccountAnswer>();
  // the loader let the page render: the URL holds a basket
  const basket = readBasket(useSearchParams());
  return (
    <div className={styles.page}>
      <FunnelProgress step="account" />
      <PageIntro
        title="Votre compte"
        lead={
          basket
            ? `Votre box\u00a0: ${basket.box.recipes}\u00a0recette${basket.box.recipes > 1 ? 's' : ''} pour ${basket.box.guests}\u00a0personnes, semaine ${basket.week}. Il ne manque plus que vous.`
            : undefined
        }
      >
        {basket ? <Link to={funnelStepUrl('menu', basket)}>Modifier mes recettes</Link> : null}
      </PageIntro>
      <div className={styles.columns}>
        <section aria-labelledby="nouveau-client">
          <h2 id="nouveau-client" className={styles.title}>
            Nouveau client&nbsp;? Créez votre compte
          </h2>
          <RegistrationForm
            intent="register"
            answer={posted?.intent === 'register' ? posted.answer : undefined}
          />
        </section>
        <section aria-labelledby="deja-client">
          <h2 id="deja-client" className={styles.title}>
            Déjà client&nbsp;? Connectez-vous
          </h2>
          <LoginForm
            intent="login"
            answer={posted?.intent === 'login' ? posted.answer : undefined}
            message={posted?.intent === 'login' ? posted.answer.message : undefined}
          />
          <p className={styles.forgotten}>
            <Link to="/mot-de-passe-oublie">Mot de passe oublié&nbsp;?</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
