import { z } from 'zod';
import { termsSchema, type Terms } from './terms';

// An offer (or counter) and the subjects it is made on. Shape here; the rules that read the clock are below,
// applied by the form with the browser's time and by the server with its own.

export const subjectParties = ['owner', 'charterer'] as const;
export const MAX_SUBJECTS = 8;
export const MIN_DEADLINE_MINUTES = 15;
export const MAX_DEADLINE_DAYS = 14;

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const subjectInputSchema = z.object({
  text: z.string({ error: 'Name the subject' }).trim().min(3, 'Name the subject').max(200, 'A subject must be at most 200 characters'),
  party: z.enum(subjectParties, { error: 'Choose whose subject it is' }),
  liftBy: instant('The lift deadline'),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;

export const offerInputSchema = z
  .object({
    kind: z.enum(['indication', 'firm'], { error: 'Choose indication or firm' }),
    terms: termsSchema,
    replyBy: z
      .union([z.literal(''), instant('The reply deadline')])
      .optional()
      .default(''),
    /** The zone the sender states the deadline in ("reply by 17:00 Europe/London"). */
    replyZone: z.string().trim().max(64).refine(isTimeZone, 'Choose a known time zone').optional().default('UTC'),
    subjects: z.array(subjectInputSchema).max(MAX_SUBJECTS, `At most ${MAX_SUBJECTS} subjects`).optional().default([]),
  })
  .refine((o) => o.kind !== 'firm' || o.replyBy !== '', { path: ['replyBy'], message: 'A firm offer needs a reply deadline' });
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferValues = z.output<typeof offerInputSchema>;

export const enquiryInputSchema = z.object({
  vesselId: z.uuid({ error: 'Vessel not found' }),
  terms: termsSchema,
  /** The charterer's own open cargo order the enquiry is for (a match's "Send enquiry"): the deal is linked to it. */
  cargoOrderId: z.uuid({ error: 'Cargo order not found' }).optional(),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

/**
 * Refusals of a deal made from a cargo order, by either door (the charterer's enquiry, the owner's "Offer your
 * ship"); an unknown or closed order has the order's own words (cargoMessages).
 */
export const cargoDealMessages = {
  notYours: 'An enquiry can be sent only for a cargo order of your own',
  offBoard: 'This cargo order is off the cargo board while your company is not in good standing: it cannot be linked to an enquiry',
  alreadyOpen: (ship: string) => `${ship} already has an open deal for this cargo order: carry on in that deal, or withdraw from it first`,
} as const;

const MINUTE = 60_000;
const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/** Laycan not in the past (by UTC date). */
export function termsTimingIssues(t: Pick<Terms, 'laycanFrom'>, now: Date): Record<string, string> {
  return t.laycanFrom < utcDate(now) ? { 'terms.laycanFrom': 'The laycan cannot start in the past' } : {};
}

function deadlineIssue(at: string, now: Date, what: string): string | null {
  const ms = Date.parse(at) - now.getTime();
  if (ms < MIN_DEADLINE_MINUTES * MINUTE) return `${what} must be at least ${MIN_DEADLINE_MINUTES} minutes from now`;
  if (ms > MAX_DEADLINE_DAYS * 1440 * MINUTE) return `${what} must be at most ${MAX_DEADLINE_DAYS} days from now`;
  return null;
}

/** Every rule of an offer that reads the clock, keyed by field path as the form shows them. */
export function offerTimingIssues(o: Pick<OfferValues, 'terms' | 'replyBy' | 'subjects' | 'kind'>, now: Date): Record<string, string> {
  const issues: Record<string, string> = { ...termsTimingIssues(o.terms, now) };
  if (o.kind === 'firm' && o.replyBy) {
    const issue = deadlineIssue(o.replyBy, now, 'The reply deadline');
    if (issue) issues.replyBy = issue;
  }
  o.subjects.forEach((s, i) => {
    const issue = deadlineIssue(s.liftBy, now, 'The lift deadline');
    if (issue) issues[`subjects.${i}.liftBy`] = issue;
    else if (o.kind === 'firm' && o.replyBy && Date.parse(s.liftBy) <= Date.parse(o.replyBy)) {
      issues[`subjects.${i}.liftBy`] = 'A subject’s deadline must fall after the reply deadline';
    }
  });
  return issues;
}

/** The form's schema: the API's shape plus the clock rules with the browser's time. */
export const withTiming = <S extends z.ZodType<Pick<OfferValues, 'terms' | 'replyBy' | 'subjects' | 'kind'>>>(schema: S, now: () => Date) =>
  schema.superRefine((o, ctx) => {
    for (const [path, message] of Object.entries(offerTimingIssues(o, now()))) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  });
