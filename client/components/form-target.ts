// ADR 075: before hydration, fields drawn in one form of the page may belong to another.

/** A form elsewhere on the page, which a field's submit buttons send by GET to `action`. */
export interface FormTarget {
  form: string;
  action: string;
}

/** The attributes of a submit button that sends `target`'s form by GET (none without one). */
export const submitAttributes = (target: FormTarget | undefined) =>
  target ? ({ form: target.form, formMethod: 'get', formAction: target.action } as const) : {};
