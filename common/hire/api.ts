import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { bunkerLotSchema, handoverSchema, offHireSchema } from './terms';

/**
 * The hire statement of a fixed time charter, as the API reads and writes it (#30, decision 036). The owner records
 * the statement's facts (delivery, redelivery, bunkers, owners' expenses and the charter party terms it lacks); the
 * charterer records off-hire, which the owner accepts or disputes; hire, commissions and payments come from the
 * charter party and the escrow schedule. Computed by `hireStatement` (statement.ts).
 */

export const hireMessages = {
  notTime: 'Hire statements are kept for a fixed time charter only',
  currency: 'Hire statements are kept in US dollars: this charter party is in another currency',
  stale: 'Someone saved a newer version meanwhile: reload it and make your changes again',
  noFacts: 'The owner records delivery and redelivery first: off-hire must fall between them',
  noOffHire: 'There is no such off-hire period on this statement',
  agreed: 'Both parties have agreed this hire statement: it can no longer change',
  noStatement: 'The statement is agreed once the owner has recorded delivery and redelivery',
  changed: 'The statement changed since you read it: reload it and check it before you agree',
  unpaidHire: 'Hire instalments are still awaiting payment: the statement is agreed once each is paid into escrow or no longer owed',
  timeZone: 'Choose the place’s time zone from the list (an IANA name such as Asia/Singapore)',
  disputeComment: 'Say why you dispute this off-hire',
} as const;

let zones: Set<string> | undefined;
const isTimeZone = (name: string) => (zones ??= new Set(Intl.supportedValuesOf('timeZone'))).has(name);
const cents = z.number().int().min(0);
const place = handoverSchema.extend({ timeZone: z.string().refine(isTimeZone, hireMessages.timeZone) });

/**
 * What the owner records: delivery and redelivery (instant, place, IANA time zone), bunkers on board at each, owners'
 * expenses on charterers' account, and the terms the charter party lacks (CVE per 30 days, a ballast bonus), which
 * the charterers accept or not by agreeing the statement.
 */
export const hireFactsSchema = z.object({
  delivery: place,
  redelivery: place,
  bunkersOnDelivery: z.array(bunkerLotSchema),
  bunkersOnRedelivery: z.array(bunkerLotSchema),
  expenses: z.array(z.object({ label: z.string().trim().min(1, 'Say what the expense is for'), amount: cents })),
  cvePer30Days: cents,
  ballastBonus: cents.optional(),
});
export type HireFacts = z.infer<typeof hireFactsSchema>;

/** The version the owner edited (0 for the first): a save on top of a newer one is refused, not merged. */
export const hireFactsInputSchema = hireFactsSchema.extend({ basedOn: z.number().int().min(0) });
export type HireFactsInput = z.infer<typeof hireFactsInputSchema>;

export const offHireInputSchema = offHireSchema;
export type OffHireInput = z.input<typeof offHireInputSchema>;

export const offHireAnswers = ['accepted', 'disputed'] as const;
export type OffHireAnswer = (typeof offHireAnswers)[number];

/** The owner's answer to an off-hire: accepted (deducted from hire) or disputed, with why. */
export const answerInputSchema = z
  .object({
    answer: z.enum(offHireAnswers, { error: 'Accept or dispute the off-hire' }),
    comment: z.string().trim().max(2000, 'The comment must be at most 2000 characters').default(''),
  })
  .refine((a) => a.answer === 'accepted' || a.comment.length > 0, { path: ['comment'], message: hireMessages.disputeComment });
export type AnswerInput = z.input<typeof answerInputSchema>;

/**
 * What a party agrees: the statement as computed from the facts version and the off-hire version it names, with the
 * balance it showed (cents; positive owed to owners). If any differs from what the server computes now, refused.
 */
export const hireAgreeInputSchema = z.object({
  factsVersion: z.number().int().min(1),
  offHiresVersion: z.number().int().min(0),
  balance: z.number().int(),
});
export type HireAgreeInput = z.infer<typeof hireAgreeInputSchema>;

const party = z.enum(['owner', 'charterer']);
const lineSchema = z.object({
  kind: z.string(),
  label: z.string(),
  basis: z.string(),
  amount: z.number().int(),
  owedTo: z.enum(['owners', 'charterers']),
});

export const hireOffHireSchema = z.object({
  number: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  bunkersConsumed: z.array(bunkerLotSchema),
  at: z.string(),
  /** The owner's latest answer; null while unanswered. Only an accepted off-hire is deducted. */
  answer: z.object({ answer: z.enum(offHireAnswers), comment: z.string(), at: z.string() }).nullable(),
});

export const hireViewSchema = z.object({
  currency: z.literal('USD'),
  /** From the charter party: hire per day (cents), address commission and brokerage (percent). */
  terms: z.object({ hirePerDay: z.number().int(), addressCommissionPercent: z.number(), brokeragePercent: z.number() }),
  facts: z.object({ version: z.number().int(), facts: hireFactsSchema, at: z.string() }).nullable(),
  offHires: z.array(hireOffHireSchema),
  /** Off-hire periods and answers recorded so far: each one a new version of the statement. */
  offHiresVersion: z.number().int(),
  /** Hire the charterers paid into escrow, from the schedule (frozen as agreed once both agree). */
  payments: z.array(z.object({ paidOn: z.string(), amount: z.number().int(), note: z.string().optional() })),
  /** Null until the owner records the facts. */
  statement: z
    .object({
      lines: z.array(lineSchema),
      owedToOwners: z.number().int(),
      owedToCharterers: z.number().int(),
      balance: z.number().int(),
    })
    .nullable(),
  agreement: z.object({ owner: z.string().nullable(), charterer: z.string().nullable(), agreed: z.boolean() }),
  /** A hire instalment is still due, processing or failed: the statement is not agreed until none is. */
  hireAwaitingPayment: z.boolean(),
  actions: z.object({ recordFacts: z.boolean(), recordOffHire: z.boolean(), answerOffHire: z.boolean(), agree: z.boolean() }),
  party: party.nullable(),
});
export type HireView = z.infer<typeof hireViewSchema>;

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const offHireParams = dealParams.extend({ n: z.coerce.number().int().min(1, hireMessages.noOffHire) });
const ok = { status: 200, schema: z.object({ hire: hireViewSchema }) } as const;
const created = { status: 201, schema: z.object({ hire: hireViewSchema }) } as const;

export const hireApi = {
  read: endpoint({
    method: 'get',
    path: '/api/deals/{id}/hire',
    operationId: 'dealHireStatement',
    tag: 'Hire',
    access: 'user',
    summary: 'A fixed time charter’s hire statement: facts, off-hire, payments and the lines (its parties; admins read)',
    params: dealParams,
    ok,
    errors: [409],
  }),
  facts: endpoint({
    method: 'put',
    path: '/api/deals/{id}/hire/facts',
    operationId: 'saveHireFacts',
    tag: 'Hire',
    access: ['owner', 'charterer'],
    summary: 'Record the hire statement’s facts as a new version (the owner)',
    params: dealParams,
    body: hireFactsInputSchema,
    ok,
    errors: [409],
  }),
  offHire: endpoint({
    method: 'post',
    path: '/api/deals/{id}/hire/off-hires',
    operationId: 'recordOffHire',
    tag: 'Hire',
    access: ['owner', 'charterer'],
    summary: 'Record an off-hire period (the charterer)',
    params: dealParams,
    body: offHireInputSchema,
    ok: created,
    errors: [409],
  }),
  answer: endpoint({
    method: 'post',
    path: '/api/deals/{id}/hire/off-hires/{n}/answer',
    operationId: 'answerOffHire',
    tag: 'Hire',
    access: ['owner', 'charterer'],
    summary: 'Accept or dispute an off-hire period (the owner)',
    params: offHireParams,
    body: answerInputSchema,
    ok: created,
    errors: [409],
  }),
  agree: endpoint({
    method: 'post',
    path: '/api/deals/{id}/hire/agreements',
    operationId: 'agreeHireStatement',
    tag: 'Hire',
    access: ['owner', 'charterer'],
    summary: 'Agree the hire statement as computed from the named versions; agreed by both, it is final and settled',
    params: dealParams,
    body: hireAgreeInputSchema,
    ok,
    errors: [409],
  }),
};
