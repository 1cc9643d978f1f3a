import { z } from 'zod';

/** The `?q=` of Superset's list and helper routes: one rison-encoded argument, parsed by the handler. */
export const RisonQuerystringSchema = z.object({ q: z.string().max(65536).optional() });
