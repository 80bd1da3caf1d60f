import * as z from 'zod/mini';

// The subscriber's own entry as GET /users/me answers it (spec §3 User, README « Profile »),
// as far as the profile page reads it.

export const userAnswer = z.object({
  email: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  birthday_date: z.nullable(z.string()),
  createdAt: z.nullish(z.string()),
});
