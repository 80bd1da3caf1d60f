// The issuer's 3-D Secure page of the test mode (Adyen's test platform shows one too): plain
// French HTML, no script and no style, so that it reads under any page policy, the site's
// strict CSP included. What the shopper chooses is posted back to the same address.

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  // no icon to ask for: the page lives under another host's /favicon.ico
  `<meta name="robots" content="noindex"><link rel="icon" href="data:,">` +
  `<title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

// the site's root from `{site}/api/adyen/challenge/{id}`, where the site serves this page through
// its proxy, under whatever path it lives (a base path included)
const backToSite = '<p><a href="../../../">Revenir au site</a></p>';

/**
 * The page asking to confirm a payment of `amountCents`; of 0, a card saved (ADR 054: a first
 * box's card is saved, then the box paid with it), which the shopper must not read as a price.
 */
export function challengePage(amountCents: number): string {
  const amount = euros.format(amountCents / 100).replace(/[\u202f\u00a0]/g, '\u00a0');
  const what =
    amountCents === 0
      ? 'Enregistrement de votre carte\u00a0: une vérification, sans débit.'
      : `Paiement de ${amount}.`;
  return page(
    'Authentification 3-D Secure',
    `<p><strong>Mode test\u00a0:</strong> aucune carte réelle n’est débitée. Votre banque vous ` +
      `demanderait ici de confirmer le paiement (code reçu par SMS, application bancaire).</p>` +
      `<p>${what}</p>` +
      `<form method="post"><p>` +
      `<button type="submit" name="outcome" value="approve">Confirmer le paiement</button> ` +
      `<button type="submit" name="outcome" value="decline">Refuser</button>` +
      `</p></form>`,
  );
}

/** An address that names no payment waiting for its authentication. */
export const unknownChallengePage = () =>
  page(
    'Authentification 3-D Secure',
    '<p>Cette authentification n’existe pas ou est déjà terminée. Revenez au site pour ' +
      `consulter votre paiement.</p>${backToSite}`,
  );

/** « 1 minute », « 14 minutes »: how long before trying again, rounded up. */
const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes}\u00a0minute${minutes > 1 ? 's' : ''}`;
};

/** Too many payment attempts from this address (README "Limits"): when to come back. */
export const tooManyChallengesPage = (retryAfterSeconds: number) =>
  page(
    'Trop de tentatives',
    '<p>Trop de tentatives de paiement ont été faites depuis votre connexion en peu de temps. ' +
      `Réessayez dans ${waitText(retryAfterSeconds)}\u00a0: votre carte n’a pas été débitée.</p>` +
      backToSite,
  );

/** Anything else that went wrong: nothing is confirmed, the shopper goes back to the site. */
export const challengeErrorPage = () =>
  page(
    'Authentification 3-D Secure',
    '<p>Une erreur est survenue et votre paiement n’a pas été confirmé. Revenez au site pour ' +
      `réessayer.</p>${backToSite}`,
  );
