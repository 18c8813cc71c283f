import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { laytimeTermsSchema, portCallSchema } from './terms';

/**
 * The statement of facts and the laytime sheet of a fixed voyage charter, as the API reads and writes them (#30).
 * A voyage charter on Fairlead names one load and one discharge port, so a deal has those two port calls, in order.
 */

export const laytimeCalls = ['load', 'discharge'] as const;
export type LaytimeCall = (typeof laytimeCalls)[number];

/**
 * An IANA time zone this runtime can read weekends and holidays in. Asked of the runtime itself rather than of its
 * list of canonical names, which differs between runtimes (Asia/Calcutta in one, Asia/Kolkata in another).
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const laytimeMessages = {
  timeZone: 'Choose the port’s time zone from the list (an IANA name such as Europe/Amsterdam)',
  notVoyage: 'Laytime is kept for a fixed voyage charter only',
  stale: 'Someone saved a newer version meanwhile: reload it and make your changes again',
  noVersion: 'That version of the statement of facts does not exist',
  noEntry: 'That entry is not in this version of the statement of facts',
  agreed: 'Both parties have agreed this laytime sheet: its terms and statements of facts can no longer change',
  bothCalls: 'The sheet is agreed once the statements of facts at both ports are recorded',
  sheetChanged: 'The sheet changed since you read it: reload it and check it before you agree',
  portClock: (zone: string) => `The port keeps its statement of facts on its own clock, ${zone}: record the times in it`,
} as const;

/** What the owner records for a port call: the call's facts; the port and its allowance come from the charter party. */
export const statementOfFactsSchema = portCallSchema.pick({
  holidays: true,
  arrived: true,
  norTendered: true,
  norAccepted: true,
  allFast: true,
  hatchesOpened: true,
  commenced: true,
  completed: true,
  interruptions: true,
});
export type StatementOfFacts = z.infer<typeof statementOfFactsSchema>;

export const factsInputSchema = statementOfFactsSchema.extend({
  /** Only for a port the ports list has no time zone for: the others' times are on the port's own clock. */
  timeZone: z.string().refine(isTimeZone, laytimeMessages.timeZone).optional(),
  /** The version the owner edited (0 for the first): a save on top of a newer one is refused, not merged. */
  basedOn: z.number().int().min(0),
});
export type FactsInput = z.infer<typeof factsInputSchema>;

/**
 * The laytime terms the charter party lacks, agreed between the parties: regime, demurrage and despatch rates are the
 * charter party's own and are not changed here (that needs an amendment of it).
 */
export const termsInputSchema = laytimeTermsSchema.omit({ regime: true, demurragePerDay: true, despatchPerDay: true }).extend({
  basedOn: z.number().int().min(0),
});
export type TermsInput = z.infer<typeof termsInputSchema>;

/** An entry of a statement of facts: one of its events, or its n-th interruption (from 0) as recorded. */
export const factEntrySchema = z.union(
  [
    z.enum(['arrived', 'norTendered', 'norAccepted', 'allFast', 'hatchesOpened', 'commenced', 'completed']),
    z.string().regex(/^interruptions\.\d{1,3}$/),
  ],
  {
    error: 'Choose the entry of the statement of facts',
  },
);

export const commentInputSchema = z.object({
  version: z.number().int().min(1),
  entry: factEntrySchema,
  /** A dispute says the entry is wrong (the charterer's); a comment is a remark either party may add. */
  kind: z.enum(['comment', 'dispute']),
  body: z.string().trim().min(1, 'Write the comment').max(2000, 'The comment must be at most 2000 characters'),
});

const party = z.enum(['owner', 'charterer']);

/**
 * What a party agrees: the sheet as computed from these versions (the terms version, 0 for the defaults, and each
 * port call's statement of facts), with the result it showed. If any differs from what the server computes now, the
 * sheet changed since the party read it and the agreement is refused rather than applied to another sheet.
 */
export const agreeInputSchema = z.object({
  termsVersion: z.number().int().min(0),
  facts: z.object({ load: z.number().int().min(1), discharge: z.number().int().min(1) }),
  demurrage: z.number().int().min(0),
  despatch: z.number().int().min(0),
});
export type AgreeInput = z.infer<typeof agreeInputSchema>;

export const factCommentSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  entry: z.string(),
  kind: z.enum(['comment', 'dispute']),
  body: z.string(),
  party,
  at: z.string(),
});

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  minutes: z.number(),
  counting: z.enum(['before', 'laytime', 'excepted', 'demurrage']),
  reason: z.string(),
});

/** `LaytimeSheet` of compute.ts as the API answers it. */
export const laytimeSheetSchema = z.object({
  reversible: z.boolean(),
  ports: z.array(
    z.object({
      port: z.string(),
      allowedMinutes: z.number(),
      laytimeStarts: z.string(),
      periods: z.array(periodSchema),
      laytimeMinutes: z.number(),
      demurrageMinutes: z.number(),
    }),
  ),
  allowedMinutes: z.number(),
  laytimeMinutes: z.number(),
  demurrageMinutes: z.number(),
  savedMinutes: z.number(),
  demurrage: z.number().int(),
  despatch: z.number().int(),
  balance: z.number().int(),
});

export const laytimeCallSchema = z.object({
  call: z.enum(laytimeCalls),
  /** `timeZone`: the port's own clock, from the ports list; null for a port it has none for (the owner names it). */
  port: z.object({ code: z.string(), name: z.string(), timeZone: z.string().nullable() }),
  allowance: portCallSchema.shape.allowance,
  /** The latest version of the statement of facts, null before the owner records one. */
  latest: z
    .object({
      version: z.number().int(),
      timeZone: z.string(),
      facts: statementOfFactsSchema,
      at: z.string(),
      /** Who recorded this version: the owner, or their agent at the port (decision 037). */
      recordedBy: z.object({ name: z.string(), agent: z.boolean() }).optional(),
    })
    .nullable(),
  /** Comments and disputes on every version, oldest first. */
  comments: z.array(factCommentSchema),
});

export const laytimeViewSchema = z.object({
  currency: z.string(),
  terms: laytimeTermsSchema,
  /** 0 while the terms are the defaults drawn from the charter party; the saved version otherwise. */
  termsVersion: z.number().int(),
  calls: z.array(laytimeCallSchema),
  /** The sheet over the calls recorded so far, in voyage order; null before any. */
  sheet: laytimeSheetSchema.nullable(),
  /**
   * Who has agreed the sheet as it stands now (the latest versions), and when; `agreed` once both have: then its
   * terms and statements of facts no longer change. An agreement of older versions no longer counts.
   */
  agreement: z.object({ owner: z.string().nullable(), charterer: z.string().nullable(), agreed: z.boolean() }),
  /** The ship's name, so the page need not read the deal (an agent cannot). */
  ship: z.string().optional(),
  /**
   * Set when the caller is the owner's agent (decision 037): the port calls they act at. Their view holds those calls
   * only, no sheet, and terms without the charter party's money (its rates read 0).
   */
  agentCalls: z.array(z.enum(laytimeCalls)).nullable().optional(),
  /** What this caller may do now (an admin looking on: nothing). */
  actions: z.object({
    recordFacts: z.boolean(),
    editTerms: z.boolean(),
    comment: z.boolean(),
    dispute: z.boolean(),
    agree: z.boolean(),
  }),
});
export type LaytimeView = z.infer<typeof laytimeViewSchema>;

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const callParams = dealParams.extend({ call: z.enum(laytimeCalls, { error: 'No such port call' }) });
const ok = { status: 200, schema: z.object({ laytime: laytimeViewSchema }) } as const;

export const laytimeApi = {
  read: endpoint({
    method: 'get',
    path: '/api/deals/{id}/laytime',
    operationId: 'dealLaytime',
    tag: 'Laytime',
    access: 'user',
    summary: 'A fixed voyage charter’s laytime terms, statements of facts and laytime sheet (its parties; admins read)',
    params: dealParams,
    ok,
    errors: [409],
  }),
  terms: endpoint({
    method: 'put',
    path: '/api/deals/{id}/laytime/terms',
    operationId: 'saveLaytimeTerms',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Save the laytime terms the charter party lacks, as a new version (either party)',
    params: dealParams,
    body: termsInputSchema,
    ok,
    errors: [409],
  }),
  facts: endpoint({
    method: 'put',
    path: '/api/deals/{id}/laytime/calls/{call}/facts',
    operationId: 'saveStatementOfFacts',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Record a port call’s statement of facts as a new version (the owner)',
    params: callParams,
    body: factsInputSchema,
    ok,
    errors: [409],
  }),
  comment: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/calls/{call}/comments',
    operationId: 'commentOnFact',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Comment on, or dispute, an entry of a version of a port call’s statement of facts',
    params: callParams,
    body: commentInputSchema,
    ok: { status: 201, schema: z.object({ laytime: laytimeViewSchema }) },
    errors: [409],
  }),
  agree: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/agreements',
    operationId: 'agreeLaytimeSheet',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Agree the laytime sheet as computed from the named versions; agreed by both, it is final and settled',
    params: dealParams,
    body: agreeInputSchema,
    ok,
    errors: [409],
  }),
};
