import { z } from 'zod';
import { calendarDate } from '../dates';

export const blockReasons = ['drydock', 'maintenance', 'fixed_elsewhere'] as const;
export const blockReasonLabels: Record<(typeof blockReasons)[number], string> = {
  drydock: 'Dry-dock',
  maintenance: 'Maintenance',
  fixed_elsewhere: 'Fixed elsewhere',
};

/** An owner takes dates off the market; the server also refuses dates in the past and dates already held. */
export const blockInputSchema = z
  .object({
    start: calendarDate('From'),
    end: calendarDate('To'),
    reason: z.enum(blockReasons, { error: 'Choose why the ship is not available' }),
    note: z.string().trim().max(300, 'The note must be at most 300 characters').optional().default(''),
  })
  .refine((b) => b.end >= b.start, { path: ['end'], message: 'The end date must be on or after the start date' });
export type BlockInput = z.input<typeof blockInputSchema>;

export const blockSchema = z.object({ id: z.uuid(), start: z.string(), end: z.string(), reason: z.enum(blockReasons), note: z.string() });
export type Block = z.infer<typeof blockSchema>;
