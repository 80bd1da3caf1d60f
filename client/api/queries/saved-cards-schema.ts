import * as z from 'zod/mini';

// The customer's stored cards as GET /credit-cards answers them (README « Payment cards »).

export const storedCard = z.object({
  id: z.number(),
  documentId: z.string(),
  brand: z.string(),
  last_four: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
  holder_name: z.string(),
});

export const savedCardsAnswer = z.object({ data: z.array(storedCard) });
