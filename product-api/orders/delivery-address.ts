import { z } from 'zod';

// The address a first order is delivered to (README "Funnel"). Delivery covers every
// département of France: the mainland with Corsica, and the five overseas départements.

/** A typed line: trimmed, 1 to `max` characters, no line break or other control character. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/\p{Cc}/u.test(text), { message: 'must hold one line of text' });

// two first digits no postcode has: 00, 96 and 99
const frenchPostcode = /^(0[1-9]|[1-8]\d|9[0-578])\d{3}$/;
// a département's: 01 to 95 in mainland France (Corsica's 20 among them); 971 Guadeloupe,
// 972 Martinique, 973 Guyane, 974 La Réunion, 976 Mayotte, where 97133 and 97150 are
// Saint-Barthélemy's and Saint-Martin's, collectivités as 975, 977, 978 and 98x (Monaco's 980)
const departmentPostcode = /^((0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-46]\d{2})$/;
const collectivities = ['97133', '97150'];

const postcode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { message: 'postcode must be 5 digits', abort: true })
  .refine((code) => frenchPostcode.test(code), {
    message: 'postcode is not a French postcode',
    abort: true,
  })
  .refine((code) => departmentPostcode.test(code) && !collectivities.includes(code), {
    message: 'postcode is outside the delivery area (the départements of France)',
  });

/** « 06 12 34 56 78 », « 06.12.34.56.78 », « +33 6 12 34 56 78 », « 0033612345678 »… */
const phone = z
  .string()
  .trim()
  .max(30)
  .transform((typed) => typed.replace(/[\s.-]/g, '').replace(/^(\+33|0033)/, '0'))
  .refine((digits) => /^0[1-9]\d{8}$/.test(digits), {
    message: 'phone must be a French phone number',
  })
  // written as the seed's customers are: « 06 12 34 56 78 »
  .transform((digits) => digits.replace(/(\d{2})(?=\d)/g, '$1 '));

export const deliveryAddress = z.strictObject({
  // as long as the account's own names (README "Profile"): the funnel fills these from them
  first_name: line(100),
  last_name: line(100),
  address_line1: line(200),
  address_line2: line(200).nullish(),
  postcode,
  city: line(100),
  phone,
  instructions: z.string().trim().max(500).nullish(),
});

export type DeliveryAddress = z.infer<typeof deliveryAddress>;
