import type { ReactNode } from 'react';
import type { CardStep } from './card-step.ts';

/** What a page gives its card payment step (card-payment.tsx). */
export interface CardPaymentProps {
  step: CardStep;
  /** what the `pay` post carries besides the card and the attempt (what is paid for) */
  fields: Record<string, string>;
  /** where it posts: the page's own address (its query too) unless said */
  action?: string;
  /** in euros: the Drop-in's amount */
  amount: number;
  /** the test-mode form's button (« Payer 50 € ») */
  submitLabel: string;
  /** the step's title, « Paiement par carte » unless it saves a card (ADR 048) */
  title?: string;
  /** said under the step's title, before the card */
  children?: ReactNode;
}
