import { z } from 'zod';
import { holdingStages } from '../charters/deal-process';
import { optionalCalendarDate } from '../dates';

/**
 * How a vessel's held dates read on its calendar. The public sees every held day as "Unavailable": whether a ship
 * is on subjects, fixed or blocked by its owner is commercial information of the owner's, and a stage shown to
 * the public would tell a competitor that a fixture is being worked. The owner and admins see the reason.
 */
export const heldStates = ['unavailable', ...holdingStages] as const;
export type HeldState = (typeof heldStates)[number];

export const heldStateLabels: Record<HeldState, string> = { unavailable: 'Unavailable', on_subjects: 'On subjects', fixed: 'Fixed' };

/** A charter's status as its owner reads it on the calendar: pending means on subjects, the rest hold it fixed. */
export const heldStateOfCharter = (status: string): HeldState => (status === 'pending' ? 'on_subjects' : 'fixed');

/** True when one of the ranges (both ends included, YYYY-MM-DD) covers the day. */
export const heldOn = (day: string, ranges: readonly { start: string; end: string }[]) => ranges.some((r) => r.start <= day && day <= r.end);

/** The map's dates: with them, a ship held on any of those days (on subjects, fixed, blocked) is not an open position; without, one held today. */
export const openPositionsQuerySchema = z
  .object({ from: optionalCalendarDate('From'), to: optionalCalendarDate('To') })
  .refine((s) => !s.from || !s.to || s.to >= s.from, { path: ['to'], message: 'The end date must be on or after the start date' });
export type OpenPositionsQuery = z.output<typeof openPositionsQuerySchema>;
