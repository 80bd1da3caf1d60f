import { useLocation, useSearchParams } from 'react-router-dom';
import { useSessionQuery } from '../../api/queries/session-query.ts';
import { useClients } from '../../api/api-context.tsx';
import { profileQuery } from '../../api/queries/profile.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubscriberArea } from '../../components/subscriber/subscriber-area.tsx';
import { PasswordForm } from './password-form.tsx';
import { savedParam, type ProfileAnswer } from './profile-action.ts';
import { ProfileForm } from './profile-form.tsx';
import styles from './subscriber-profile.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

const notices: Record<string, string> = {
  profil: 'Vos informations ont été enregistrées.',
  'mot-de-passe':
    'Votre mot de passe a été changé. Vos sessions sur d’autres appareils ont été fermées.',
};

/**
 * « Mon profil » (ADR 048): the subscriber's details and « Membre depuis {createdAtYear} »
 * (spec §3), then the password; each form posts to profile-action.ts.
 */
export function Component() {
  const { api } = useClients();
  const profile = useSessionQuery(profileQuery(api)).data;
  const answer = usePageAnswer<ProfileAnswer>();
  const [search] = useSearchParams();
  // a form saved comes back by a redirect, a new location: its fields start afresh
  const { key } = useLocation();
  if (!profile) return null;
  const saved = answer ? undefined : notices[search.get(savedParam) ?? ''];
  return (
    <SubscriberArea
      current="/mon-compte/profil"
      title="Mon profil"
      lead={profile.createdAtYear === null ? undefined : `Membre depuis ${profile.createdAtYear}`}
    >
      <FormAlert message={saved} tone="notice" />
      <div className={styles.columns}>
        <ProfileForm
          key={`profile-${key}`}
          profile={profile}
          answer={answer?.form === 'profile' ? answer : undefined}
        />
        <PasswordForm
          key={`password-${key}`}
          answer={answer?.form === 'password' ? answer : undefined}
        />
      </div>
    </SubscriberArea>
  );
}
