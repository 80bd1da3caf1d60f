import type { GiftCardOrder } from './gift-cards.ts';

// The e-mail a gift card's buyer receives, and its recipient when the buyer gave an address
// (README "Gift card e-mail"). Plain text: what the visitor typed stays as typed, markup
// included, but never starts a line of its own. French typography: a non-breaking space
// (U+00A0) before « : » and « € », a narrow one (U+202F) before « ; ? ! ».

const brand = 'Potimarron';
const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  trailingZeroDisplay: 'stripIfInteger',
});

export interface GiftCardEmail {
  to: string[];
  subject: string;
  text: string;
}

/** « 25 novembre 2027 » in Paris; « 1er novembre 2027 », as French writes the first of a month. */
function validityDate(iso: string): string {
  return longDate.format(new Date(iso)).replace(/^1 /, '1er ');
}

/** « 50 € », « 12,50 € », with U+00A0 before « € » whichever space this ICU version puts. */
function amountInEuros(value: number): string {
  return euros.format(value).replace(/[\u00a0\u202f ]€/, `${nbsp}€`);
}

const lineBreak = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
const controls = /\p{Cc}/gu;

/** Typed text on one line: line breaks and other control characters become one space. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

/** The buyer's message kept line by line, each behind « > » so none passes for the e-mail's own. */
function quoted(message: string): string[] {
  return message.split(lineBreak).map((line) => `> ${line.replace(controls, ' ')}`.trimEnd());
}

/** The e-mail announcing a gift card just paid for: to whom, its subject and its text. */
export function giftCardEmail(
  order: GiftCardOrder,
  card: { code: string; value: number; expires_at: string },
): GiftCardEmail {
  const name = oneLine(order.recipientName);
  const amount = amountInEuros(card.value);
  const message = order.message
    ? [`Le mot qui l’accompagne${nbsp}:`, ...quoted(order.message), '']
    : [];
  return {
    to: order.recipientEmail ? [order.buyerEmail, order.recipientEmail] : [order.buyerEmail],
    subject: `Une carte cadeau ${brand} de ${amount} pour ${name}`,
    text: [
      'Bonjour,',
      '',
      `Voici une carte cadeau ${brand} de ${amount} pour ${name}.`,
      '',
      `Code${nbsp}: ${card.code}`,
      `Montant${nbsp}: ${amount}`,
      `Valable jusqu’au ${validityDate(card.expires_at)}`,
      '',
      ...message,
      'Pour l’utiliser, saisissez ce code dans le panier au moment de commander.',
      '',
      `Bon appétit${narrowNbsp}!`,
      `L’équipe ${brand}`,
      '',
    ].join('\n'),
  };
}
