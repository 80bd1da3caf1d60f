import { formField } from './form-field.ts';

/** The posted form's `intent` (empty when there is none or the body is no form). */
export async function postedIntent(request: Request): Promise<string> {
  try {
    return formField(await request.clone().formData(), 'intent', 40);
  } catch {
    return '';
  }
}
