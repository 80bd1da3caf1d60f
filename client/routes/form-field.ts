/** A posted field as text (a file or nothing reads as empty), cut to what the field may hold. */
export function formField(form: FormData, name: string, maxLength: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}
