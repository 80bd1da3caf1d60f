import { useRef, useState, type FormEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router-dom';
import { checkFields, type FieldChecks } from './check-fields.ts';

/** A field's value as its form posts it: a ticked checkbox is `on`, an unticked one nothing. */
const valueOf = (input: HTMLInputElement | undefined) =>
  !input ? '' : input.type === 'checkbox' ? (input.checked ? input.value : '') : input.value;

/**
 * A page's form of uncontrolled fields, checked with the site's French messages (spec §5) as a
 * form library would — on submit, then at each change once a submit was tried; the first wrong
 * field takes the focus — and, once right, submitted to the page's route action, which checks
 * them again with the same rules on either side (ADR 029, 033). `pending` while it runs. Plain
 * React rather than react-hook-form and zod, which were most of the login page's JavaScript
 * (ADR 027).
 */
export function useActionForm<Name extends string>(checks: FieldChecks<Name>) {
  const submit = useSubmit();
  const pending = useNavigation().state === 'submitting';
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [tried, setTried] = useState(false);
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
      // a field, and those that depend on it (a confirmation), are checked again as typed
      onChange: () => {
        if (tried) setErrors(checkFields(checks, values()) ?? {});
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const found: Partial<Record<Name, string>> = checkFields(checks, values()) ?? {};
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) inputs.current.get(firstWrong)?.focus();
    else void submit(event.currentTarget, { method: 'post', replace: true });
  }

  return { field, errors, onSubmit, pending };
}
