import { z } from 'zod';

/**
 * A page of a list: a search text, the page and its size. Its own module because the public site's API uses it too,
 * and that one is in the app's first script: importing it from the admin schemas carried every admin form's schema
 * along.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
