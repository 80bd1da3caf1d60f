// Where a first box can go (DECISIONS, Copy: delivery anywhere in France; ADR 053): every
// département, mainland France with Corsica and the five overseas départements, by cargo bike
// inside Paris and the inner-suburb towns the site has a delivery page for, by carrier
// elsewhere. The postcode rules are the product API's (product-api/orders/delivery-address.ts),
// so that the site refuses what the API would refuse, in French, before anything is sent.

/** What is wrong with a typed postcode, or undefined when a box can go there. */
export type PostcodeProblem = 'missing' | 'malformed' | 'notFrench' | 'notDelivered';

// two first digits no postcode has: 00, 96 and 99
const frenchPostcode = /^(0[1-9]|[1-8]\d|9[0-578])\d{3}$/;
// a département's: 01 to 95 in mainland France (Corsica's 20 among them); 971 Guadeloupe,
// 972 Martinique, 973 Guyane, 974 La Réunion, 976 Mayotte, where 97133 and 97150 are
// Saint-Barthélemy's and Saint-Martin's, collectivités as 975, 977, 978 and 98x (Monaco's 980)
const departmentPostcode = /^((0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-46]\d{2})$/;
const collectivities = ['97133', '97150'];

export function postcodeProblem(typed: string): PostcodeProblem | undefined {
  const code = typed.trim();
  if (code === '') return 'missing';
  if (!/^\d{5}$/.test(code)) return 'malformed';
  if (!frenchPostcode.test(code)) return 'notFrench';
  return departmentPostcode.test(code) && !collectivities.includes(code)
    ? undefined
    : 'notDelivered';
}

/** The towns of the site's city pages (shared/routes.ts) delivered by cargo bike, beside Paris. */
export const cargoBikeTowns = [
  { town: 'Neuilly-sur-Seine', postcode: '92200' },
  { town: 'Boulogne-Billancourt', postcode: '92100' },
  { town: 'Asnières-sur-Seine', postcode: '92600' },
  { town: 'Rueil-Malmaison', postcode: '92500' },
] as const;

/** Paris (75xxx) and the four towns: a box brought by cargo bike (DECISIONS, Copy); elsewhere, a carrier. */
export function isCargoBikePostcode(typed: string): boolean {
  const code = typed.trim();
  return /^75\d{3}$/.test(code) || cargoBikeTowns.some((entry) => entry.postcode === code);
}

/**
 * The delivery days of every box, wherever it goes (the product API's delivery schedule, README
 * « Funnel »): one phrase, so that no page says other days.
 */
export const deliveryDaysPhrase = 'du mardi au samedi';

/** How long the insulated box keeps the food cold (the delivery page and the help centre). */
export const insulatedBoxHours = 24;
