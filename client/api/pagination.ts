import type * as z from 'zod/mini';
import type { strapiPagination } from './strapi-schemas.ts';

export type Pagination = z.infer<typeof strapiPagination>;
