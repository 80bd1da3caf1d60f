import { useId } from 'react';
import { Form } from 'react-router-dom';
import type { Profile } from '../../api/queries/profile.ts';
import styles from '../../components/form/account-form.module.css';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import type { ProfileAnswer } from './profile-action.ts';
import { profileChecks, type ProfileField } from './profile-checks.ts';
import page from './subscriber-profile.module.css';

/**
 * The subscriber's details (spec §3 User), posted to the page's route action with JavaScript or
 * without (ADR 048); after a refusal, what was typed comes back with the French messages.
 */
export function ProfileForm({
  profile,
  answer,
}: {
  profile: Profile;
  answer: Extract<ProfileAnswer, { form: 'profile' }> | undefined;
}) {
  const titleId = useId();
  const { field, errorOf, onSubmit, pending } = useActionForm(
    profileChecks(() => new Date()),
    {
      refused: answer?.fieldErrors,
    },
  );
  const valueOf = (name: ProfileField) => answer?.values[name] ?? profileValues(profile)[name];
  return (
    <Form
      method="post"
      replace
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={page.title}>
        Mes informations
      </h2>
      <input type="hidden" name="intent" value="profile" />
      <FormAlert message={answer?.message} />
      <TextField
        label="Prénom"
        autoComplete="given-name"
        required
        defaultValue={valueOf('firstName')}
        error={errorOf('firstName')}
        {...field('firstName')}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        required
        defaultValue={valueOf('lastName')}
        error={errorOf('lastName')}
        {...field('lastName')}
      />
      <TextField
        label="Téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="Un numéro français, par exemple 06 12 34 56 78."
        defaultValue={valueOf('phoneNumber')}
        error={errorOf('phoneNumber')}
        {...field('phoneNumber')}
      />
      <EmailField defaultValue={valueOf('email')} error={errorOf('email')} {...field('email')} />
      <TextField
        label="Date de naissance"
        type="date"
        autoComplete="bday"
        defaultValue={valueOf('birthday')}
        error={errorOf('birthday')}
        {...field('birthday')}
      />
      <SubmitButton pending={pending} pendingLabel="Enregistrement…">
        Enregistrer mes informations
      </SubmitButton>
    </Form>
  );
}

const profileValues = (profile: Profile): Record<ProfileField, string> => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber,
  email: profile.email,
  birthday: profile.birthday,
});
