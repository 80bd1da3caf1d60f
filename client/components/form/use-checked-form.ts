import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** The French message of what is wrong with a field's value, or undefined (validation.ts). */
export type FieldCheck = (value: string) => string | undefined;

/**
 * A form of uncontrolled fields checked with the site's French messages (spec §5), as a form
 * library would: on submit, then at each change once a submit was tried; the first wrong field
 * takes the focus; `submitting` holds while `onValid` runs (usually React Router's `submit`
 * of the form to its route action, which checks the fields again, ADR 029). Plain React rather
 * than react-hook-form and zod, which were most of the login page's JavaScript (ADR 027).
 */
export function useCheckedForm<Name extends string>(
  checks: Record<Name, FieldCheck>,
  onValid: (values: Record<Name, string>, form: HTMLFormElement) => Promise<void>,
) {
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const names = Object.keys(checks) as Name[];

  /** The props of a field's input: its name (the form also posts without JavaScript). */
  function field(name: Name) {
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (tried) setErrors((found) => ({ ...found, [name]: checks[name](event.target.value) }));
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setTried(true);
    const values = Object.fromEntries(
      names.map((name) => [name, inputs.current.get(name)?.value ?? '']),
    ) as Record<Name, string>;
    const found = Object.fromEntries(
      names.map((name) => [name, checks[name](values[name])]),
    ) as Partial<Record<Name, string>>;
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) {
      inputs.current.get(firstWrong)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values, form);
    } finally {
      setSubmitting(false);
    }
  }

  return { field, errors, submitting, onSubmit };
}
