import * as z from 'zod/mini';
import { emailError, passwordError } from './validation.ts';

// zod schemas of the site's fields for react-hook-form (zodResolver): the same rules and
// French messages as validation.ts, which the footer uses without a form library.

/** A zod check from a function that returns the French message of what is wrong. */
const checkedBy = (message: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, context) => {
      const problem = message(value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );

export const emailField = checkedBy(emailError);
export const passwordField = checkedBy(passwordError);

export const loginSchema = z.object({ identifier: emailField, password: passwordField });
export type LoginValues = z.infer<typeof loginSchema>;
