import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/**
 * The agreed laytime sheet beyond agreeing it (#30, decision 038): its PDF, and reopening it. Either party proposes to
 * reopen the agreed sheet with a reason, the other accepts (or the proposer withdraws). Only when both consent does the
 * sheet reopen, for a new round of agreement; agreed again by both, only the difference from what was already settled
 * moves through escrow.
 */

export const reopenMessages = {
  notAgreed: 'Only a sheet both parties have agreed is reopened: until then either party may still change it',
  pending: 'A proposal to reopen this sheet is already open: answer it, or wait for the other party’s answer',
  noProposal: 'Nobody has proposed to reopen this sheet',
  ownProposal: 'The other party accepts your proposal to reopen the sheet: you may withdraw it',
  notProposer: 'Only the party who proposed to reopen the sheet withdraws the proposal',
  reason: 'Say why the sheet should be reopened',
  moneyMoving:
    'The demurrage of the agreed sheet is being paid, or is held in escrow: the sheet can be reopened once it is released to the owners (or before it is paid)',
  adminResolved:
    'An admin refunded the demurrage of the agreed sheet (a claim on it was resolved): its settlement cannot be adjusted here; ask Fairlead support',
} as const;

export const reopenProposalSchema = z.object({
  reason: z.string().trim().min(1, reopenMessages.reason).max(2000, 'The reason must be at most 2000 characters'),
});
export type ReopenProposal = z.infer<typeof reopenProposalSchema>;

const party = z.enum(['owner', 'charterer']);

export const reopeningViewSchema = z.object({
  /** 1, then one more each time both parties reopened the agreed sheet. */
  round: z.number().int(),
  /** The open proposal to reopen the agreed sheet, if any. */
  proposal: z.object({ party, name: z.string(), reason: z.string(), at: z.string() }).nullable(),
  /** The earlier reopenings, oldest first. */
  history: z.array(z.object({ round: z.number().int(), proposedBy: party, reason: z.string(), acceptedAt: z.string() })),
  /** What this caller may do now (an admin looking on: nothing). */
  actions: z.object({ propose: z.boolean(), accept: z.boolean(), withdraw: z.boolean() }),
});
export type ReopeningView = z.infer<typeof reopeningViewSchema>;

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const ok = { status: 200, schema: z.object({ reopening: reopeningViewSchema }) } as const;

export const laytimeSheetApi = {
  pdf: endpoint({
    method: 'get',
    path: '/api/deals/{id}/laytime/sheet.pdf',
    operationId: 'laytimeSheetPdf',
    tag: 'Laytime',
    access: 'user',
    summary: 'The laytime sheet as a PDF, with the signed charter party’s SHA-256 and who agreed it (its parties; admins read)',
    params: dealParams,
    ok: { status: 200, file: 'application/pdf' },
    errors: [409],
  }),
  reopening: endpoint({
    method: 'get',
    path: '/api/deals/{id}/laytime/reopening',
    operationId: 'laytimeReopening',
    tag: 'Laytime',
    access: 'user',
    summary: 'The round of agreement of the laytime sheet and any proposal to reopen it (its parties; admins read)',
    params: dealParams,
    ok,
    errors: [409],
  }),
  propose: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/reopening',
    operationId: 'proposeLaytimeReopening',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Propose to reopen the agreed laytime sheet, with a reason (either party); it reopens once the other accepts',
    params: dealParams,
    body: reopenProposalSchema,
    ok,
    errors: [409],
  }),
  accept: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/reopening/acceptance',
    operationId: 'acceptLaytimeReopening',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Accept the other party’s proposal to reopen the agreed laytime sheet: it reopens for a new agreement',
    params: dealParams,
    ok,
    errors: [409],
  }),
  withdraw: endpoint({
    method: 'post',
    path: '/api/deals/{id}/laytime/reopening/withdrawal',
    operationId: 'withdrawLaytimeReopening',
    tag: 'Laytime',
    access: ['owner', 'charterer'],
    summary: 'Withdraw your own proposal to reopen the agreed laytime sheet',
    params: dealParams,
    ok,
    errors: [409],
  }),
};
