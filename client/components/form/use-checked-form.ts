import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkFields, type FieldChecks } from './check-fields.ts';

/** A field's value as its form posts it: a ticked checkbox is `on`, an unticked one nothing. */
const valueOf = (input: HTMLInputElement | undefined) =>
  !input ? '' : input.type === 'checkbox' ? (input.checked ? input.value : '') : input.value;

/**
 * A form of uncontrolled fields checked with the site's French messages (spec §5), as a form
 * library would: on submit, then at each change once a submit was tried; the first wrong field
 * takes the focus; `submitting` holds while `onValid` runs (React Router's `submit` of the form
 * to its route action, which checks the fields again with the same rules, ADR 029). Plain React
 * rather than react-hook-form and zod, which were most of the login page's JavaScript (ADR 027).
 */
export function useCheckedForm<Name extends string>(
  checks: FieldChecks<Name>,
  onValid: (values: Record<Name, string>, form: HTMLFormElement) => Promise<void>,
) {
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const names = Object.keys(checks) as Name[];
  const values = () =>
    Object.fromEntries(names.map((name) => [name, valueOf(inputs.current.get(name))])) as Record<
      Name,
      string
    >;

  /** The props of a field's input: its name (the form also posts without JavaScript). */
  function field(name: Name) {
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: (_event: ChangeEvent<HTMLInputElement>) => {
        // a field, and those that depend on it (a confirmation), are checked again as typed
        if (tried) setErrors(checkFields(checks, values()) ?? {});
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setTried(true);
    const current = values();
    const found: Partial<Record<Name, string>> = checkFields(checks, current) ?? {};
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) {
      inputs.current.get(firstWrong)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(current, form);
    } finally {
      setSubmitting(false);
    }
  }

  return { field, errors, submitting, onSubmit };
}
