import { Form } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { loginChecks, type LoginAnswer } from './login-action.ts';

/**
 * The login form: `identifier` and `password` posted to the route action of the page it is on
 * (this page's, or the funnel's account step, ADR 043, which tells it by `intent`): on the
 * server before JavaScript has loaded; in the browser after, once the fields pass spec §5's
 * checks here (the first wrong field focused, checked again as typed).
 */
export function LoginForm({
  answer,
  message,
  intent,
}: {
  answer: LoginAnswer | undefined;
  /** what went wrong, from the answer or from a redirect's error code */
  message: string | undefined;
  intent?: string;
}) {
  const { field, errorOf, onSubmit, pending } = useActionForm(loginChecks, {
    refused: answer?.fieldErrors,
  });
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormAlert message={message} />
      <EmailField
        autoComplete="username"
        defaultValue={answer?.identifier}
        error={errorOf('identifier')}
        {...field('identifier')}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errorOf('password')}
        {...field('password')}
      />
      <SubmitButton pending={pending} pendingLabel="Connexion…">
        Se connecter
      </SubmitButton>
    </Form>
  );
}
