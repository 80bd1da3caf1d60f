import { useSearchParams } from 'react-router-dom';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { useSessionQuery } from '../../api/queries/session-query.ts';
import { useClients } from '../../api/api-context.tsx';
import { subscriptionQuery } from '../../api/queries/subscription.ts';
import { LinkButton } from '../../components/button.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubscriberArea } from '../../components/subscriber/subscriber-area.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { SettingForm } from './setting-form.tsx';
import type { SubscriptionAnswer } from './subscription-action.ts';
import { doneMessage } from '../../routes/done-notice.ts';
import { subscriptionDone } from './subscription-intents.ts';
import { SubscriptionStatus } from './subscription-status.tsx';
import styles from './subscriber-subscription-page.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

/**
 * « Mon abonnement » (ADR 047): the subscription's state from spec §4's user flags, its setting
 * and its preferences, its pause and reactivation, each a form of the route action.
 */
export function Component() {
  const { api } = useClients();
  const query = useSessionQuery(subscriptionQuery(api));
  const answer = usePageAnswer<SubscriptionAnswer>();
  const [params] = useSearchParams();
  if (query.data === undefined) return null;
  const subscription = query.data;
  // a refused setting is drawn as it was chosen (ADR 048), else the subscription's own
  const settingOf = ({ guests, recipes }: BoxSettings): BoxSettings =>
    (answer?.kind === 'refused' && answer.intent === 'setting' ? answer.chosen : undefined) ?? {
      guests,
      recipes,
    };
  const refusal = (intent: string) =>
    answer?.kind === 'refused' && answer.intent === intent ? answer.message : undefined;
  return (
    <SubscriberArea current="/mon-compte/abonnement" title="Mon abonnement">
      {answer === undefined ? (
        <FormAlert tone="notice" message={doneMessage(subscriptionDone, params)} />
      ) : null}
      {answer?.kind === 'refused' && (answer.intent === null || subscription === null) ? (
        <FormAlert message={answer.message} />
      ) : null}
      {subscription === null ? (
        // ADR 047: a prospect has no subscription to manage until the funnel is completed
        <section className={styles.section}>
          <h2>Vous n’avez pas encore d’abonnement</h2>
          <p>Composez votre première box&nbsp;: votre abonnement commence dès qu’elle est payée.</p>
          <LinkButton to="/panier/menu" className={styles.start}>
            Choisir mes recettes
          </LinkButton>
        </section>
      ) : (
        <>
          <SubscriptionStatus
            state={subscription.state}
            confirming={answer?.kind === 'confirm-pause'}
            refusal={refusal('pause') ?? refusal('reactivate')}
          />
          <SettingForm
            key={`${settingOf(subscription).guests}-${settingOf(subscription).recipes}`}
            {...settingOf(subscription)}
            refusal={refusal('setting')}
          />
          <PreferencesForm
            key={subscription.preferences.join()}
            preferences={subscription.preferences}
            refusal={refusal('preferences')}
          />
        </>
      )}
    </SubscriberArea>
  );
}
