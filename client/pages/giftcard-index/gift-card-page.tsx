import { useEffect, useRef } from 'react';
import { deferredComponent } from '../../app/deferred-component.tsx';
import { giftCardAmountParam, isGiftCardAmount } from '../../../shared/gift-card.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { GiftCardPurchased } from '../../components/gift-card/gift-card-purchased.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { StepProgress } from '../../components/step-progress.tsx';
import { useSearchParams, usePageAnswer } from '../../router/router-context.tsx';
import type { GiftCardAnswer } from './gift-card-action.ts';
import { giftCardStepIndex, giftCardSteps } from './gift-card-steps.ts';
import { giftCardTrail } from './gift-card-trail.ts';
import { OrderStep } from './order-step.tsx';
import styles from './gift-card-page.module.css';

const defaultAmount = 50;

// the card step, which the page's first load does not need (DESIGN §11): loaded with the
// route action (route.ts), and in place on the server for a page answered at that step
const PaymentStep = deferredComponent(() =>
  import('./payment-step.tsx').then((module) => module.PaymentStep),
);

/**
 * The gift card purchase (spec §2 giftcard_index): the order, the card payment, the card
 * bought — one page whose form posts to its route action, with JavaScript or without
 * (gift-card-action.ts, ADR 037). `?montant=` pre-selects one of the four amounts.
 */
export function Component() {
  const answer = usePageAnswer<GiftCardAnswer>();
  const preset = Number(useSearchParams().get(giftCardAmountParam));
  const step = answer?.step ?? 'order';
  const content = useRef<HTMLDivElement>(null);
  // a new step takes the focus to its first heading, as a new page would
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    content.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={giftCardTrail} />
      <PageIntro
        title="Acheter une carte cadeau"
        lead={
          'Choisissez le montant, ajoutez un mot, payez en ligne\u00a0: la carte part aussitôt par e-mail, valable un an.'
        }
      />
      <StepProgress
        label="Étapes de l’achat"
        steps={giftCardSteps}
        current={giftCardStepIndex(answer)}
      />
      <div ref={content}>
        {answer?.step === 'done' ? (
          <GiftCardPurchased giftCard={answer.giftCard} />
        ) : answer?.step === 'payment' ? (
          <PaymentStep answer={answer} />
        ) : (
          <OrderStep answer={answer} amount={isGiftCardAmount(preset) ? preset : defaultAmount} />
        )}
      </div>
    </div>
  );
}
