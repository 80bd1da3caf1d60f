import { useQueryClient } from '@tanstack/react-query';
import { LinkButton } from '../../components/button.tsx';
import { CustomerServiceContact } from '../../components/customer-service-contact.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { GiftCardPurchased } from '../../components/gift-card/gift-card-purchased.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useUnconfirmedMessage } from '../../components/payment/unconfirmed-payment.ts';
import type { IssuedGiftCard } from '../../api/gift-card-payment.ts';
import { RouteError } from '../../app/root-route.tsx';
import { useSearchParams } from '../../router/router-context.tsx';
import { paidCardKey } from './confirmation-loader.ts';

/** The card bought after 3-D Secure (the loader put it in the query cache). */
export function Component() {
  const redirectResult = useSearchParams().get('redirectResult') ?? '';
  const giftCard = useQueryClient().getQueryData<IssuedGiftCard>(paidCardKey(redirectResult));
  return (
    <>
      <PageIntro title="Votre carte cadeau" />
      {giftCard ? <GiftCardPurchased giftCard={giftCard} /> : null}
    </>
  );
}

/** A payment that could not be confirmed: spec §8's message and the way back. */
export function ErrorBoundary() {
  const told = useUnconfirmedMessage();
  if (!told) return <RouteError />;
  return (
    <>
      <PageIntro title="Votre carte cadeau" />
      <EmptyState
        title="Paiement non confirmé"
        tone="error"
        action={<LinkButton to="/carte-cadeau">Revenir à l’achat de la carte</LinkButton>}
      >
        <p>{told}</p>
        <CustomerServiceContact />
      </EmptyState>
    </>
  );
}
