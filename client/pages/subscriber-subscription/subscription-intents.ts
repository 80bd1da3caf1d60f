import type { DoneNotices } from '../../routes/done-notice.ts';

// What the subscription page's forms do (ADR 047), and what the page says once each is done.

export type SubscriptionIntent = 'setting' | 'preferences' | 'pause' | 'reactivate';

export const subscriptionPath = '/mon-compte/abonnement';

export const subscriptionDone: DoneNotices<SubscriptionIntent> = {
  setting: { param: 'formule', message: 'Votre formule est enregistrée.' },
  preferences: { param: 'preferences', message: 'Vos préférences sont enregistrées.' },
  pause: { param: 'pause', message: 'Votre abonnement est en pause.' },
  reactivate: { param: 'reprise', message: 'Votre abonnement est réactivé.' },
};
