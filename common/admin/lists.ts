import { z } from 'zod';

/** Server-side search, sort and paging for the admin tables. */
export const adminListSchema = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: z.string().trim().max(100).optional().default(''),
    sort: z
      .enum(sorts)
      .optional()
      .default(sorts[0] as never),
    dir: z.enum(['asc', 'desc']).optional().default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  });

export const vesselListSorts = ['createdAt', 'name', 'type', 'lengthM', 'capacity', 'buildYear', 'status'] as const;
export const charterListSorts = ['createdAt', 'startDate', 'endDate', 'status', 'totalAmount'] as const;
export const paymentListSorts = ['createdAt', 'amount', 'status'] as const;

export const reasonSchema = z.object({
  reason: z.string().trim().min(5, 'Give a reason of at least 5 characters').max(500, 'Keep the reason under 500 characters'),
});
