import { data, redirect } from 'react-router-dom';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { readBoxSetting, readPreferences } from '../../../shared/subscription-setting.ts';
import { ApiError, ApiUnavailableError, frenchMessageOf } from '../../api/api-error.ts';
import { deliveriesKey } from '../../api/queries/deliveries.ts';
import { subscriptionKey } from '../../api/queries/subscription.ts';
import { formField } from '../../routes/form-field.ts';
import { unknownIntentMessage } from '../../routes/unknown-intent.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { donePath } from '../../routes/done-notice.ts';
import {
  subscriptionDone,
  subscriptionPath,
  type SubscriptionIntent,
} from './subscription-intents.ts';

/** What the page shows after a post that changed nothing: the pause to confirm, or a refusal. */
export type SubscriptionAnswer =
  | { kind: 'confirm-pause' }
  | {
      kind: 'refused';
      intent: SubscriptionIntent | null;
      message: string;
      /** a setting the form can draw, as it was chosen (ADR 048: what was chosen is kept) */
      chosen?: BoxSettings;
    };

const refused = (
  intent: SubscriptionIntent | null,
  message: string,
  status = 400,
  chosen?: BoxSettings,
) => data<SubscriptionAnswer>({ kind: 'refused', intent, message, chosen }, status);

/** The call an intent makes, once what was posted is read and checked; or its refusal. */
type SubscriptionCall =
  | { refusal: string; chosen?: BoxSettings }
  | { put: { data: Record<string, unknown> } }
  | { post: string };

function callOf(intent: SubscriptionIntent, form: FormData): SubscriptionCall {
  switch (intent) {
    case 'setting': {
      const box = readBoxSetting(formField(form, 'guests', 4), formField(form, 'recipes', 4));
      if (!box.ok) return { refusal: box.message, chosen: box.chosen };
      return { put: { data: { quantity: box.value.guests, recipe_count: box.value.recipes } } };
    }
    case 'preferences': {
      const posted = form.getAll('preference').slice(0, 20);
      const preferences = readPreferences(posted.map((value) => String(value).slice(0, 20)));
      if (!preferences.ok) return { refusal: preferences.message };
      return { put: { data: { preferences: preferences.value } } };
    }
    case 'pause':
    case 'reactivate':
      return { post: `/subscriptions/me/${intent}` };
  }
}

/**
 * The subscription page's forms, the same without JavaScript and with it (ADR 047): `intent`
 * and its fields posted, checked here first (a forged value is told in French and nothing is
 * sent), then by the product API. A pause is confirmed first (`confirm=1`). Done, the page is
 * asked again with what was done (303).
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const posted = formField(form, 'intent', 16);
  const intent = (['setting', 'preferences', 'pause', 'reactivate'] as const).find(
    (known) => known === posted,
  );
  if (!intent) return refused(null, unknownIntentMessage);
  if (intent === 'pause' && formField(form, 'confirm', 1) !== '1') {
    return data<SubscriptionAnswer>({ kind: 'confirm-pause' });
  }
  const call = callOf(intent, form);
  if ('refusal' in call) return refused(intent, call.refusal, 400, call.chosen);
  try {
    if ('put' in call)
      await deps.visitorApi.put('/subscriptions/me', call.put, { skipGlobalNotify: true });
    else await deps.visitorApi.post(call.post, undefined, { skipGlobalNotify: true });
  } catch (error) {
    if (error instanceof ApiError) return refused(intent, frenchMessageOf(error), error.status);
    if (error instanceof ApiUnavailableError) return refused(intent, error.frenchMessage, 503);
    throw error;
  } finally {
    // with JavaScript, the page on screen is asked again; the deliveries a pause changed are
    // dropped, so that their page asks for them rather than showing the former ones first
    deps.queryClient.removeQueries({ queryKey: deliveriesKey });
    await deps.queryClient.invalidateQueries({ queryKey: subscriptionKey });
  }
  return redirect(donePath(subscriptionPath, subscriptionDone, intent), 303);
}
