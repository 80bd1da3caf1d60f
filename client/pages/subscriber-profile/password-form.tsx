import { useId } from 'react';
import { Form } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import type { ProfileAnswer } from './profile-action.ts';
import { passwordChecks } from './profile-checks.ts';
import page from './subscriber-profile.module.css';

/** The password changed (spec §5): the current one, then the new one twice (ADR 048). */
export function PasswordForm({
  answer,
}: {
  answer: Extract<ProfileAnswer, { form: 'password' }> | undefined;
}) {
  const titleId = useId();
  const { field, errorOf, onSubmit, pending } = useActionForm(passwordChecks, {
    refused: answer?.fieldErrors,
  });
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
        Mon mot de passe
      </h2>
      <p className={page.note}>
        Une fois changé, vos sessions ouvertes sur d’autres appareils sont fermées.
      </p>
      <input type="hidden" name="intent" value="password" />
      <FormAlert message={answer?.message} />
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        required
        error={errorOf('currentPassword')}
        {...field('currentPassword')}
      />
      <NewPasswordFields label="Nouveau mot de passe" field={field} errorOf={errorOf} />
      <SubmitButton pending={pending} pendingLabel="Modification…">
        Changer mon mot de passe
      </SubmitButton>
    </Form>
  );
}
