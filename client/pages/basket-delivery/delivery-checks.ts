import { tooLongMessage } from '../../../shared/too-long-message.ts';
import { postcodeProblem, type PostcodeProblem } from '../../../shared/delivery-area.ts';
import { offeredSlot } from '../../../shared/delivery-slot.ts';
import {
  deliveryLimits,
  deliveryMessages,
  type DeliveryField,
} from '../../../shared/first-order-messages.ts';
import { frenchPhone } from '../../../shared/french-phone.ts';
import { isGiftCardCode, normaliseGiftCardCode } from '../../../shared/gift-card-code.ts';
import type { DeliveryOffer } from '../../api/queries/delivery-days.ts';
import type { FieldCheck, FieldChecks } from '../../components/form/check-fields.ts';

// The delivery form's checks (ADR 043), the product API's rules for `POST /orders` (README
// "Funnel") in French, the same in the browser and in the route action: what would be refused
// is never sent.

const postcodeMessages: Record<PostcodeProblem, string> = {
  missing: deliveryMessages.postcodeMissing,
  malformed: deliveryMessages.postcodeMalformed,
  notFrench: deliveryMessages.postcodeNotFrench,
  notDelivered: deliveryMessages.postcodeNotDelivered,
};

// counted as the product API counts (UTF-16 units, once trimmed)
function lineError(text: string, max: number): string | undefined {
  if (/\p{Cc}/u.test(text)) return deliveryMessages.lineInvalid;
  return text.length > max ? tooLongMessage(text.length, max) : undefined;
}

/** A required line of the address, with its own message when empty. */
const requiredLine =
  (missing: string, max: number): FieldCheck =>
  (value) =>
    value.trim() === '' ? missing : lineError(value.trim(), max);

const optionalLine =
  (max: number): FieldCheck =>
  (value) =>
    lineError(value.trim(), max);

/** The form's checks for a week whose days and slots are `offer`'s. */
export const deliveryChecks = (offer: DeliveryOffer): FieldChecks<DeliveryField> => ({
  firstName: requiredLine(deliveryMessages.firstNameMissing, deliveryLimits.firstName),
  lastName: requiredLine(deliveryMessages.lastNameMissing, deliveryLimits.lastName),
  addressLine1: requiredLine(deliveryMessages.addressMissing, deliveryLimits.addressLine1),
  addressLine2: optionalLine(deliveryLimits.addressLine2),
  postcode: (value) => {
    const problem = postcodeProblem(value);
    return problem ? postcodeMessages[problem] : undefined;
  },
  city: requiredLine(deliveryMessages.cityMissing, deliveryLimits.city),
  phone: (value) => {
    if (value.trim() === '') return deliveryMessages.phoneMissing;
    return frenchPhone(value) ? undefined : deliveryMessages.phoneInvalid;
  },
  instructions: (value) => {
    const text = value.trim();
    return text.length > deliveryLimits.instructions
      ? tooLongMessage(text.length, deliveryLimits.instructions)
      : undefined;
  },
  deliveryDate: (value) => {
    if (value === '') return deliveryMessages.dateMissing;
    return offer.days.includes(value) ? undefined : deliveryMessages.dateNotOffered;
  },
  slot: (value) => {
    if (value === '') return deliveryMessages.slotMissing;
    return offeredSlot(value, offer.slots) ? undefined : deliveryMessages.slotNotOffered;
  },
  // whether a promo code exists only the product API knows: it says so with the order
  couponCode: (value) => lineError(value.trim(), 64),
  giftCardCode: (value) => {
    const code = normaliseGiftCardCode(value);
    return code === '' || isGiftCardCode(code) ? undefined : deliveryMessages.giftCardRefused;
  },
});
