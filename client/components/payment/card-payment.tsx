import { useSiteSettings } from '../../app/site-settings.tsx';
import type { CardPaymentProps } from './card-payment-props.ts';
import { DropinPayment } from './drop-in-payment.tsx';
import { TestModeCard } from './test-mode-card.tsx';

/**
 * A card payment step posting `intent=pay` to its page's route action: in Adyen's Drop-in when
 * the site has a client key (ADR 038), else in our test-mode form (ADR 037).
 */
export function CardPayment(props: CardPaymentProps) {
  const { adyen } = useSiteSettings();
  return adyen ? <DropinPayment {...props} adyen={adyen} /> : <TestModeCard {...props} />;
}
