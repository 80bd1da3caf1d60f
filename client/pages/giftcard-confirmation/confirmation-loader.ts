import { giftCardPaymentDetails, type IssuedGiftCard } from '../../api/gift-card-payment.ts';
import { unconfirmedPayment } from '../../components/payment/unconfirmed-payment.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

/** The card a payment completed after 3-D Secure, by its redirectResult. */
export const paidCardKey = (redirectResult: string) => ['gift-card-payment', redirectResult];

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
    throw unconfirmedPayment(missingResult, 400);
  const outcome = await giftCardPaymentDetails(deps.visitorApi, redirectResult);
  if (outcome.kind === 'paid') {
    deps.queryClient.setQueryData<IssuedGiftCard>(paidCardKey(redirectResult), outcome.paid);
    return;
  }
  if (outcome.kind === 'redirect') throw unconfirmedPayment(missingResult, 400);
  throw unconfirmedPayment(outcome.message, outcome.status);
}
