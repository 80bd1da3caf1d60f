import { data } from 'react-router-dom';
import { giftCardPaymentDetails, type IssuedGiftCard } from '../../api/gift-card-payment.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

/** The card a payment completed after 3-D Secure, by its redirectResult. */
export const paidCardKey = (redirectResult: string) => ['gift-card-payment', redirectResult];

/** What the page says when the payment cannot be confirmed (spec §8's messages). */
export interface UnconfirmedPayment {
  message: string;
}

const missingResult =
  'Cette page confirme un paiement après l’authentification auprès de votre banque\u00a0: son adresse est incomplète.';

/**
 * The return route of 3-D Secure (spec §7: POST /adyen/payments/details with the
 * redirectResult the shopper came back with): the card bought, or why it was not. The product
 * API completes a payment once; asked again, it answers the same card.
 */
export async function loader({ url, deps }: PageLoadArgs): Promise<void> {
  const redirectResult = url.searchParams.get('redirectResult') ?? '';
  if (redirectResult === '' || redirectResult.length > 200)
    throw data<UnconfirmedPayment>({ message: missingResult }, 400);
  const outcome = await giftCardPaymentDetails(deps.visitorApi, redirectResult);
  if (outcome.kind === 'paid') {
    deps.queryClient.setQueryData<IssuedGiftCard>(paidCardKey(redirectResult), outcome.paid);
    return;
  }
  if (outcome.kind === 'redirect') throw data<UnconfirmedPayment>({ message: missingResult }, 400);
  throw data<UnconfirmedPayment>({ message: outcome.message }, outcome.status);
}
