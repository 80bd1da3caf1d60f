import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigation, useSubmit } from 'react-router-dom';
import { checkFields, type FieldChecks } from './check-fields.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The form's values as it posts them: a ticked checkbox is `on`, an unticked one or a radio
 * group with none chosen nothing.
 */
function valuesOf<Name extends string>(form: HTMLFormElement, names: Name[]) {
  const posted = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = posted.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<Name, string>;
}

/** The field to focus for a name: the input, or the first of its radio group. */
function fieldOf(form: HTMLFormElement, name: string): Field | undefined {
  const found = form.elements.namedItem(name);
  if (found instanceof RadioNodeList) {
    const first = Array.from(found).find((node) => node instanceof HTMLElement);
    return first as Field | undefined;
  }
  return found instanceof HTMLElement ? (found as Field) : undefined;
}

/**
 * The field a route action's answer refused first (`aria-invalid`) on the page, or the first
 * control of a group it refused (a fieldset of radios).
 */
function firstRefused(): HTMLElement | null {
  const refused = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  return refused instanceof HTMLFieldSetElement
    ? refused.querySelector<HTMLElement>('input, select, textarea')
    : refused;
}

// The page whose form was submitted, until its answer is on it. Module-wide: a form posted
// with `replace` comes back in a new location, and a page may draw its forms afresh for it.
let answerAwaited: string | null = null;

/**
 * A page's form of uncontrolled fields, checked with the site's French messages (spec §5) as a
 * form library would — on submit, then at each change once a submit was tried; the first wrong
 * field takes the focus, and so does the first the route action refused — and, once right, submitted to the page's route action, which checks
 * them again with the same rules on either side (ADR 029, 033). `pending` while it runs. Plain
 * React rather than react-hook-form and zod, which were most of the login page's JavaScript
 * (ADR 027). A form whose answer is another page (`leavesPage`) keeps its page in the history,
 * as a post without JavaScript does; any other answer replaces the page's entry.
 */
export function useActionForm<Name extends string>(
  checks: FieldChecks<Name>,
  {
    leavesPage = false,
    refused,
  }: {
    leavesPage?: boolean;
    /** what the route action's answer refused, by field */
    refused?: Partial<Record<Name, string>>;
  } = {},
) {
  const submit = useSubmit();
  const navigation = useNavigation().state;
  const pending = navigation === 'submitting';
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [tried, setTried] = useState(false);
  const names = Object.keys(checks) as Name[];
  // a page answered to a post without JavaScript opens on the first field it refused, whose
  // message its label is read with (`autofocus`: the browser's, as the page loads; React's own
  // once mounted). After a try in the page, `onSubmit` and the effect below move the focus
  const opensOn = tried ? undefined : names.find((name) => refused?.[name]);
  const { pathname } = useLocation();
  useEffect(() => {
    // the answer is on the page once the loaders it runs again are done; a redirect to
    // another page leaves the focus to that page
    if (navigation !== 'idle' || answerAwaited === null) return;
    const samePage = answerAwaited === pathname;
    answerAwaited = null;
    if (samePage) firstRefused()?.focus();
  }, [navigation, pathname]);

  /** The props of a field's input: its name (the form also posts without JavaScript). */
  function field(name: Name) {
    return {
      name,
      autoFocus: name === opensOn || undefined,
      // a field, and those that depend on it (a confirmation), are checked again as typed
      onChange: (event: ChangeEvent<Field>) => {
        const form = event.currentTarget.form;
        if (tried && form) setErrors(checkFields(checks, valuesOf(form, names)) ?? {});
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setTried(true);
    const found: Partial<Record<Name, string>> = checkFields(checks, valuesOf(form, names)) ?? {};
    setErrors(found);
    const firstWrong = names.find((name) => found[name]);
    if (firstWrong) fieldOf(form, firstWrong)?.focus();
    else {
      // the button pressed says what the form does (`intent`), as it would without JavaScript
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      answerAwaited = pathname;
      // left unset, React Router replaces an answer on the same page and pushes a redirect
      void submit(submitter instanceof HTMLButtonElement ? submitter : form, {
        method: 'post',
        replace: leavesPage ? undefined : true,
      });
    }
  }

  /** What is wrong with a field: as checked here, else as the route action answered. */
  const errorOf = (name: Name): string | undefined => errors[name] ?? refused?.[name];

  return { field, errorOf, onSubmit, pending };
}
