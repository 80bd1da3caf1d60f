/**
 * The French message of what is wrong with a field's value, or undefined (validation.ts); a
 * field may depend on the others (a confirmation on its password). A checkbox's value is `on`
 * when ticked, empty otherwise, as a form posts it.
 */
export type FieldCheck = (value: string, values: Record<string, string>) => string | undefined;

export type FieldChecks<Name extends string> = Record<Name, FieldCheck>;

/**
 * Each field's message, the same in the browser before a form is sent and in its route action
 * (on the server when JavaScript is off): one set of rules, spec §5's.
 */
export function checkFields<Name extends string>(
  checks: FieldChecks<Name>,
  values: Record<Name, string>,
): Partial<Record<Name, string>> | undefined {
  const errors: Partial<Record<Name, string>> = {};
  let wrong = false;
  for (const name of Object.keys(checks) as Name[]) {
    const message = checks[name](values[name], values);
    if (message) {
      errors[name] = message;
      wrong = true;
    }
  }
  return wrong ? errors : undefined;
}
