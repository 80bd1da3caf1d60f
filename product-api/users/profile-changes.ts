import { z } from 'zod';

// The fields of PUT /users/me (README « Profile »): each optional, none other accepted. Names
// required once given; a French phone number written as the seed's (« 06 12 34 56 78 »); a
// birthday that is a real day of the past, not before 1900; null clears the phone or birthday.

const name = z.string().trim().min(1).max(100);

const phone = z
  .string()
  .trim()
  .max(30)
  .transform((typed) => typed.replace(/[\s.-]/g, '').replace(/^(\+33|0033)/, '0'))
  .refine((digits) => /^0[1-9]\d{8}$/.test(digits), {
    message: 'phone_number must be a French phone number',
  })
  .transform((digits) => digits.replace(/(\d{2})(?=\d)/g, '$1 '));

/** A calendar day `YYYY-MM-DD` that exists (no 31 February). */
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const birthday = (today: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'birthday_date must be a date YYYY-MM-DD')
    .refine(isRealDay, 'birthday_date must be a date YYYY-MM-DD')
    .refine((day) => day >= '1900-01-01' && day < today, 'birthday_date must be in the past');

/** The schema of a profile change on `today` (UTC day, `YYYY-MM-DD`). */
export const profileChanges = (today: string) =>
  z.strictObject({
    first_name: name.optional(),
    last_name: name.optional(),
    phone_number: phone.nullable().optional(),
    email: z.email().max(254).optional(),
    birthday_date: birthday(today).nullable().optional(),
  });

export type ProfileChanges = z.infer<ReturnType<typeof profileChanges>>;
