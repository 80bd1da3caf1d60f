import type { ChangeEventHandler } from 'react';
import { TextField } from './text-field.tsx';

interface FieldProps {
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * A new password and its confirmation (spec §5: 6 characters at least, the same twice), as the
 * registration and the password reset ask them; `field` gives each its name and checks.
 */
export function NewPasswordFields(props: {
  label: string;
  field: (name: 'password' | 'passwordConfirmation') => FieldProps;
  errorOf: (name: 'password' | 'passwordConfirmation') => string | undefined;
}) {
  return (
    <>
      <TextField
        label={props.label}
        type="password"
        autoComplete="new-password"
        hint={'6\u00a0caractères au moins.'}
        required
        error={props.errorOf('password')}
        {...props.field('password')}
      />
      <TextField
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        required
        error={props.errorOf('passwordConfirmation')}
        {...props.field('passwordConfirmation')}
      />
    </>
  );
}
