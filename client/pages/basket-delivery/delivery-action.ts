import { data, redirect } from 'react-router-dom';
import { offeredSlot } from '../../../shared/delivery-slot.ts';
import { firstOrderIssue, type DeliveryField } from '../../../shared/first-order-messages.ts';
import { frenchPhone } from '../../../shared/french-phone.ts';
import { funnelPaths, funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { normaliseGiftCardCode } from '../../../shared/gift-card-code.ts';
import { orderFirstBox, type ApiIssue, type FirstOrder } from '../../api/first-order.ts';
import { deliveryDaysQuery, type DeliveryOffer } from '../../api/queries/delivery-days.ts';
import { checkFields } from '../../components/form/check-fields.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { basketOrRecipes } from '../../funnel/basket-or-recipes.ts';
import { requireAccount } from './delivery-basket.ts';
import { deliveryChecks } from './delivery-checks.ts';

export type DeliveryValues = Record<DeliveryField, string>;

/** What the form shows again after a refusal: everything typed, and why. */
export interface DeliveryAnswer {
  values: DeliveryValues;
  fieldErrors?: Partial<Record<DeliveryField, string>>;
  /** spec §8's French message of a refusal about no field in particular */
  message?: string;
  /** the basket itself cannot be ordered: the visitor chooses the recipes again */
  basketMessage?: string;
}

// what a field may hold when posted (longer is cut, then refused by its check)
const postedLimits: Record<DeliveryField, number> = {
  firstName: 400,
  lastName: 400,
  addressLine1: 800,
  addressLine2: 800,
  postcode: 20,
  city: 400,
  phone: 40,
  instructions: 2000,
  deliveryDate: 10,
  slot: 11,
  couponCode: 100,
  giftCardCode: 100,
};

const valuesOf = (form: FormData): DeliveryValues => {
  const entries = Object.entries(postedLimits).map(([name, max]) => [
    name,
    formField(form, name, max),
  ]);
  return Object.fromEntries(entries) as DeliveryValues;
};

/** The order of checked values (README "Funnel"): optional lines left out when empty. */
function firstOrderOf(
  basket: FunnelBasket,
  values: DeliveryValues,
  offer: DeliveryOffer,
): FirstOrder {
  const text = (name: DeliveryField) => values[name].trim();
  const slot = offeredSlot(values.slot, offer.slots);
  if (!slot) throw new Error('the slot was checked among those offered');
  return {
    basket,
    delivery: {
      first_name: text('firstName'),
      last_name: text('lastName'),
      address_line1: text('addressLine1'),
      ...(text('addressLine2') ? { address_line2: text('addressLine2') } : {}),
      postcode: text('postcode'),
      city: text('city'),
      phone: frenchPhone(values.phone) ?? '',
      ...(text('instructions') ? { instructions: text('instructions') } : {}),
    },
    deliveryDate: values.deliveryDate,
    slot,
    ...(text('couponCode') ? { couponCode: text('couponCode') } : {}),
    ...(text('giftCardCode') ? { giftCardCode: normaliseGiftCardCode(values.giftCardCode) } : {}),
  };
}

/** The product API's refusals said in French beside their fields, or about the basket. */
function refusalOf(values: DeliveryValues, message: string, issues: ApiIssue[]): DeliveryAnswer {
  const fieldErrors: Partial<Record<DeliveryField, string>> = {};
  let basketMessage: string | undefined;
  for (const issue of issues) {
    const meaning = firstOrderIssue(issue);
    if (!meaning) continue;
    if ('basket' in meaning) basketMessage ??= meaning.basket;
    else fieldErrors[meaning.field] ??= meaning.message;
  }
  const explained = basketMessage !== undefined || Object.keys(fieldErrors).length > 0;
  return {
    values,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(basketMessage ? { basketMessage } : {}),
    ...(explained ? {} : { message }),
  };
}

/**
 * The delivery step's form (ADR 043), the same on the server without JavaScript and in the
 * browser: the basket from the step's URL, the fields checked, then the subscription and the
 * first order recorded through the product API, and the payment step next.
 */
export async function action({ request, url, deps }: PageActionArgs) {
  const basket = basketOrRecipes(url.searchParams, 303);
  await requireAccount(deps, basket, 303);
  const values = valuesOf(await request.formData());
  const offer = await deps.ensure(deliveryDaysQuery(deps.clients.api, basket.week));
  const fieldErrors = checkFields(deliveryChecks(offer), values);
  if (fieldErrors) return data<DeliveryAnswer>({ values, fieldErrors }, 400);

  const outcome = await orderFirstBox(deps.visitorApi, firstOrderOf(basket, values, offer));
  switch (outcome.kind) {
    case 'ordered':
      // the unpaid first order is the state from here (ADR 043): the payment step reads it
      return redirect(funnelPaths.payment, 303);
    case 'unauthorized':
      return redirect(funnelStepUrl('account', basket), 303);
    case 'refused':
      return data<DeliveryAnswer>(
        refusalOf(values, outcome.message, outcome.issues),
        outcome.status,
      );
  }
}
