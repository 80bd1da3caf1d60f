/**
 * The footer's newsletter form posts to the page it is on with this `intent`, and the page's
 * route takes it before its own action (ADR 056): so the form works without JavaScript and its
 * checks load only when it is sent.
 */
export const newsletterIntent = 'newsletter';

export const newsletterSuccessMessage =
  'Merci\u00a0! Votre inscription est enregistrée\u00a0: notre prochaine lettre arrivera dans votre boîte.';

/** What the newsletter's action answers, told apart from the page's own answer by `form`. */
export interface NewsletterAnswer {
  form: typeof newsletterIntent;
  /** spec §5's or spec §8's French message of what went wrong; none once signed up */
  error?: string;
  /** the address refused, shown again in its field */
  email?: string;
}

export const isNewsletterAnswer = (value: unknown): value is NewsletterAnswer =>
  typeof value === 'object' &&
  value !== null &&
  (value as { form?: unknown }).form === newsletterIntent;
