import { data, redirect } from 'react-router-dom';
import { frenchServerMessages } from '../../../shared/errors.ts';
import { frenchPhone } from '../../../shared/french-phone.ts';
import { ApiError, frenchMessageOf } from '../../api/api-error.ts';
import { profileKey } from '../../api/queries/profile.ts';
import { visitorQuery, type SessionVisitor } from '../../api/queries/visitor.ts';
import { checkFields } from '../../components/form/check-fields.ts';
import { formField } from '../../routes/form-field.ts';
import { unknownIntentMessage } from '../../routes/unknown-intent.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import {
  passwordChecks,
  profileChecks,
  type PasswordField,
  type ProfileField,
} from './profile-checks.ts';
import { postedEmailLength } from '../../../shared/email.ts';
import { nameMaxLength } from '../../../shared/account-fields.ts';
import { postedPasswordLength } from '../../../shared/password.ts';

/** What the page shows again after a refusal: which form, what was typed (no password), why. */
export type ProfileAnswer =
  | {
      form: 'profile';
      values: Record<ProfileField, string>;
      fieldErrors?: Partial<Record<ProfileField, string>>;
      message?: string;
    }
  | { form: 'password'; fieldErrors?: Partial<Record<PasswordField, string>>; message?: string };

/** The notice of the page once a form is saved (`?enregistre=`), after its 303. */
export const savedParam = 'enregistre';
const profilePath = '/mon-compte/profil';

// a name is read whole (the body's size is bounded), so that one too long is refused, not cut
const limits: Record<ProfileField | PasswordField, number> = {
  firstName: 10 * nameMaxLength,
  lastName: 10 * nameMaxLength,
  phoneNumber: 30,
  email: postedEmailLength,
  birthday: 10,
  currentPassword: postedPasswordLength,
  password: postedPasswordLength,
  passwordConfirmation: postedPasswordLength,
};

const englishMessageOf = (error: ApiError): unknown =>
  (error.body as { error?: { message?: unknown } } | null)?.error?.message;

/** The details posted: checked, then PUT /users/me (README « Profile »); nothing on a refusal. */
function profileValues(form: FormData): Record<ProfileField, string> {
  const read = (name: ProfileField) => formField(form, name, limits[name]).trim();
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    phoneNumber: read('phoneNumber'),
    email: read('email'),
    birthday: read('birthday'),
  };
}

async function saveProfile(form: FormData, deps: LoaderDeps) {
  const values = profileValues(form);
  const refused = (
    status: number,
    refusal: Pick<Extract<ProfileAnswer, { form: 'profile' }>, 'fieldErrors' | 'message'>,
  ) => data<ProfileAnswer>({ form: 'profile', values, ...refusal }, status);
  const fieldErrors = checkFields(profileChecks(deps.now), values);
  if (fieldErrors) return refused(400, { fieldErrors });
  try {
    await deps.visitorApi.put(
      '/users/me',
      {
        first_name: values.firstName,
        last_name: values.lastName,
        phone_number: frenchPhone(values.phoneNumber),
        email: values.email,
        birthday_date: values.birthday || null,
      },
      { skipGlobalNotify: true },
    );
  } catch (error) {
    if (error instanceof ApiError && englishMessageOf(error) === 'Email already taken')
      return refused(400, { fieldErrors: { email: error.frenchMessage } });
    return refused(error instanceof ApiError ? error.status : 503, {
      message: frenchMessageOf(error),
    });
  }
  // the header's « Bonjour {first name} » follows at once (the server's copy went with the post)
  deps.queryClient.setQueryData<SessionVisitor>(visitorQuery().queryKey, (visitor) =>
    visitor ? { ...visitor, firstName: values.firstName } : visitor,
  );
  await deps.queryClient.invalidateQueries({ queryKey: profileKey });
  return redirect(`${profilePath}?${savedParam}=profil`, 303);
}

// spec §8's French for a wrong current password, said beside its field
const wrongCurrentPassword = frenchServerMessages['The provided current password is invalid'];

/**
 * The password changed through the site's session (ADR 048): the other sessions end, this one
 * goes on with the cookie of a new token.
 */
async function changePassword(form: FormData, deps: LoaderDeps) {
  const read = (name: PasswordField) => formField(form, name, limits[name]);
  const fields = {
    currentPassword: read('currentPassword'),
    password: read('password'),
    passwordConfirmation: read('passwordConfirmation'),
  };
  const fieldErrors = checkFields(passwordChecks, fields);
  if (fieldErrors) return data<ProfileAnswer>({ form: 'password', fieldErrors }, 400);
  const result = await deps.session.changePassword(fields);
  if (result.kind === 'refused') {
    return data<ProfileAnswer>(
      result.message === wrongCurrentPassword
        ? { form: 'password', fieldErrors: { currentPassword: result.message } }
        : { form: 'password', message: result.message },
      result.status,
    );
  }
  if (result.kind === 'visitor')
    deps.queryClient.setQueryData(visitorQuery().queryKey, result.visitor);
  return redirect(`${profilePath}?${savedParam}=mot-de-passe`, 303);
}

/**
 * The profile page's two forms (`intent` profile or password), the same with JavaScript and
 * without (ADR 029): a refusal answers the page with the French messages beside the fields and
 * what was typed; done, a 303 to the page with its notice.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const intent = formField(form, 'intent', 16);
  if (intent === 'password') return changePassword(form, deps);
  if (intent === 'profile') return saveProfile(form, deps);
  return data<ProfileAnswer>(
    { form: 'profile', values: profileValues(form), message: unknownIntentMessage },
    400,
  );
}
