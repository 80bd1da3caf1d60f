import { Form } from 'react-router-dom';
import styles from '../../components/form/account-form.module.css';
import { AccountPage, SubmitButton } from '../../components/form/account-page.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import { Link } from '../../components/link.tsx';
import {
  codeStepChecks,
  emailStepChecks,
  type PasswordResetAnswer,
} from './password-reset-action.ts';
import { usePageAnswer } from '../../router/router-context.tsx';

/**
 * « Mot de passe oublié »: the e-mail, then the code received and the new password, each step a
 * post to the page's route action (password-reset-action.ts), with or without JavaScript.
 */
export function Component() {
  const answer = usePageAnswer<PasswordResetAnswer>();
  return (
    <AccountPage
      title="Mot de passe oublié"
      lead="Nous vous envoyons un code par e-mail pour choisir un nouveau mot de passe."
      links={[
        <Link to="/connexion">Retour à la connexion</Link>,
        <Link to="/inscription">Créer un compte</Link>,
      ]}
    >
      {answer?.step === 'code' ? (
        <CodeStep answer={answer} key={answer.email} />
      ) : (
        <EmailStep answer={answer} />
      )}
    </AccountPage>
  );
}

function EmailStep({ answer }: { answer?: PasswordResetAnswer }) {
  const { field, errorOf, onSubmit, pending } = useActionForm(emailStepChecks, {
    refused: answer?.fieldErrors,
  });
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      <FormAlert message={answer?.message} />
      <input type="hidden" name="step" value="email" />
      <EmailField defaultValue={answer?.email} error={errorOf('email')} {...field('email')} />
      <SubmitButton pending={pending} pendingLabel="Envoi…">
        Recevoir un code
      </SubmitButton>
    </Form>
  );
}

function CodeStep({ answer }: { answer: PasswordResetAnswer }) {
  const { field, errorOf, onSubmit, pending } = useActionForm(codeStepChecks, {
    refused: answer.fieldErrors,
  });
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      <FormAlert message={answer.message} />
      {/* the code sent, said once: not again beside what a post of the code refused */}
      {answer.message || answer.fieldErrors ? null : (
        <FormAlert
          tone="notice"
          message={`Si un compte existe avec l’adresse ${answer.email}, un code de 6\u00a0chiffres vient de lui être envoyé. Il reste valable 15\u00a0minutes.`}
        />
      )}
      <input type="hidden" name="step" value="code" />
      <input type="hidden" name="email" value={answer.email} />
      <TextField
        label="Code reçu par e-mail"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errorOf('code')}
        defaultValue={answer.code}
        {...field('code')}
      />
      <NewPasswordFields label="Nouveau mot de passe" field={field} errorOf={errorOf} />
      <SubmitButton pending={pending} pendingLabel="Enregistrement…">
        Changer mon mot de passe
      </SubmitButton>
    </Form>
  );
}
