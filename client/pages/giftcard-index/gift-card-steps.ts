import type { GiftCardAnswer } from './gift-card-action.ts';

/** The purchase's three steps, in order, as its progress and its title name them. */
export const giftCardSteps = ['Votre carte', 'Paiement', 'Confirmation'] as const;

const stepIndex = { order: 0, payment: 1, done: 2 } as const;

/** The step an answer of the route action shows (the first when there is none). */
export const giftCardStepIndex = (answer: GiftCardAnswer | undefined): number =>
  stepIndex[answer?.step ?? 'order'];

/** « Paiement (étape 2 sur 3) – {title} »: each step's page says which it is (WCAG 2.4.2). */
export const giftCardStepTitle = (title: string, answer: GiftCardAnswer) => {
  const index = giftCardStepIndex(answer);
  return `${giftCardSteps[index]} (étape ${index + 1} sur ${giftCardSteps.length}) – ${title}`;
};
