import {
  cardNumberError,
  cvcError,
  expiryError,
  holderNameError,
} from '../../../shared/card-entry.ts';
import type { CardField } from '../../api/card-payment.ts';
import type { FieldChecks } from '../form/check-fields.ts';

/** The card of a payment step (test mode, ADR 037); `now` decides whether it expired. */
export const cardChecks = (now: () => Date): FieldChecks<CardField> => ({
  cardNumber: cardNumberError,
  expiry: (value) => expiryError(value, now()),
  cvc: cvcError,
  holderName: holderNameError,
});
