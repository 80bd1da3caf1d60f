import { data, redirect } from 'react-router-dom';
import { ApiError, ApiUnavailableError, frenchMessageOf } from '../../api/api-error.ts';
import { deliveriesKey } from '../../api/queries/deliveries.ts';
import { donePath, type DoneNotices } from '../../routes/done-notice.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { unknownIntentMessage } from '../../routes/unknown-intent.ts';
import { deliveryRefusals } from './delivery-refusals.ts';

export type DeliveryIntent = 'suspend' | 'reactivate';

/** What the page shows after a post that changed nothing: a step to confirm, or a refusal. */
export type DeliveryAnswer =
  | { kind: 'confirm'; order: string }
  | { kind: 'refused'; order: string; message: string; contactSupport: boolean };

// an order's key in the product API: its id or its documentId
const orderKey = /^[a-z0-9]{1,64}$/;
const areaPath = '/mon-compte';

/** The product API's refusal: its English message, and the reason its details give. */
const refusalBodyOf = (error: ApiError): { message?: string; reason?: string } => {
  const inner = (error.body as { error?: unknown } | null)?.error;
  if (typeof inner !== 'object' || inner === null) return {};
  const { message, details } = inner as { message?: unknown; details?: { reason?: unknown } };
  return {
    message: typeof message === 'string' ? message : undefined,
    reason: typeof details?.reason === 'string' ? details.reason : undefined,
  };
};

/** The French refusal of a failed suspension or reactivation (spec §8), whatever failed. */
function refusalOf(error: unknown, intent: DeliveryIntent, order: string) {
  const refused = (message: string, status: number, contactSupport = false) =>
    data<DeliveryAnswer>({ kind: 'refused', order, message, contactSupport }, status);
  if (error instanceof ApiError) {
    if (error.status === 404) return refused(deliveryRefusals.notFound, 404);
    const { message: english, reason } = refusalBodyOf(error);
    // spec §4: a suspended order may stop being reactivatable; then contact customer service
    if (english === 'You cannot reactivate this order anymore')
      return refused(frenchMessageOf(error), 400, true);
    if (english === 'Bad Request' && reason === 'the subscription is paused')
      return refused(deliveryRefusals.subscriptionHeld, 400);
    if (english === 'Bad Request' && reason === 'the order is already suspended')
      return refused(deliveryRefusals.alreadySuspended, 400);
    if (english === 'Bad Request')
      return refused(
        intent === 'suspend' ? deliveryRefusals.notSuspendable : deliveryRefusals.notSuspended,
        400,
      );
    return refused(frenchMessageOf(error), error.status);
  }
  if (error instanceof ApiUnavailableError) return refused(error.frenchMessage, 503);
  throw error;
}

/**
 * Suspend or reactivate one delivery (spec §4), the same without JavaScript and with it
 * (ADR 046): `intent` and the order's key posted; a suspension is confirmed first (`confirm=1`).
 * Done, the page is asked again (303 to the area, which says what was done). The product API decides: the buttons shown
 * follow `can_suspend` / `can_reactivate`, but a forged post is refused there and changes
 * nothing.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const intent = formField(form, 'intent', 16);
  const order = formField(form, 'order', 65);
  const known = intent === 'suspend' || intent === 'reactivate';
  if (!known || !orderKey.test(order)) {
    // ADR 061: a forged intent is named as such
    const message = known ? deliveryRefusals.notFound : unknownIntentMessage;
    return data<DeliveryAnswer>(
      { kind: 'refused', order: '', message, contactSupport: false },
      400,
    );
  }
  if (intent === 'suspend' && formField(form, 'confirm', 1) !== '1') {
    return data<DeliveryAnswer>({ kind: 'confirm', order });
  }
  try {
    await deps.visitorApi.post(`/orders/${order}/${intent}`, undefined, {
      skipGlobalNotify: true,
    });
  } catch (error) {
    return refusalOf(error, intent, order);
  } finally {
    // with JavaScript, the list on screen is asked again whatever happened
    await deps.queryClient.invalidateQueries({ queryKey: deliveriesKey });
  }
  return redirect(donePath(areaPath, deliveryDone, intent), 303);
}

/** What the page says once a box is suspended or reactivated (done-notice.ts). */
export const deliveryDone: DoneNotices<DeliveryIntent> = {
  suspend: { param: 'suspension', message: 'Votre livraison est suspendue.' },
  reactivate: { param: 'reactivation', message: 'Votre livraison est réactivée.' },
};
