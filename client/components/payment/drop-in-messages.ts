// What the payment step says about Adyen's Drop-in (ADR 038), in French whatever Adyen's own
// texts are.

export const dropinMessages = {
  /** the action got no payment method it can send: nothing was paid */
  unreadable: 'Votre carte n’a pas pu être transmise\u00a0: saisissez-la à nouveau.',
  /** the Drop-in did not load, or failed */
  unavailable: 'Le formulaire de paiement n’a pas pu s’afficher. Rechargez la page pour réessayer.',
  offline:
    'Le service de paiement ne répond pas. Vérifiez votre connexion à Internet et réessayez.',
} as const;

/** The message of an error the Drop-in reports (its `onError`: an AdyenCheckoutError's name). */
export const dropinErrorMessage = (name: string | undefined): string =>
  name === 'NETWORK_ERROR' ? dropinMessages.offline : dropinMessages.unavailable;
