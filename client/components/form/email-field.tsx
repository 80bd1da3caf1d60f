import { TextField, type TextFieldProps } from './text-field.tsx';

/** An e-mail address field (spec §5's rules are its form's): the keyboard and autofill for it. */
export function EmailField({
  label = 'Adresse e-mail',
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      {...props}
    />
  );
}
