// How to reach customer service (DECISIONS, « Copy »: Monday–Saturday 08:00–20:00): the
// footer, and every message of spec §8 that says to contact it.

export const customerService = {
  phone: { display: '01\u00a084\u00a080\u00a012\u00a034', href: 'tel:+33184801234' },
  email: 'bonjour@potimarron.fr',
  hours: 'du lundi au samedi, de 8\u00a0h à 20\u00a0h',
} as const;
