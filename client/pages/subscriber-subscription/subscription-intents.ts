// What the subscription page's forms do (ADR 047), and what the page says once it is done: the
// action redirects to `?fait=…`, so that a reload neither posts again nor loses the message.

export type SubscriptionIntent = 'setting' | 'preferences' | 'pause' | 'reactivate';

export const subscriptionPath = '/mon-compte/abonnement';

const done: Record<SubscriptionIntent, { param: string; message: string }> = {
  setting: { param: 'formule', message: 'Votre formule est enregistrée.' },
  preferences: { param: 'preferences', message: 'Vos préférences sont enregistrées.' },
  pause: { param: 'pause', message: 'Votre abonnement est en pause.' },
  reactivate: { param: 'reprise', message: 'Votre abonnement est réactivé.' },
};

export const donePath = (intent: SubscriptionIntent) =>
  `${subscriptionPath}?fait=${done[intent].param}`;

/** The message of `?fait=…`, or undefined for anything else. */
export function doneMessage(param: string | null): string | undefined {
  return Object.values(done).find((entry) => entry.param === param)?.message;
}
