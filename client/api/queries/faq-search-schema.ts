import * as z from 'zod/mini';
import { cmsTitle } from './faq-schemas.ts';

// The help centre's search answer, as the product API gives it (parsed where it is fetched).

const ref = { title: cmsTitle, slug: z.string() };
const hitEntry = z.object({
  id: z.number(),
  ...ref,
  faq_subsection: z.nullish(
    z.object({
      ...ref,
      faq_section: z.nullish(z.object({ id: z.number(), ...ref })),
    }),
  ),
});

export const searchAnswer = z.object({ data: z.array(hitEntry) });
