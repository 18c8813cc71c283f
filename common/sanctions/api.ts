import { z } from 'zod';
import { reasonSchema } from '../admin/lists';
import { endpoint } from '../api/endpoint';
import { caseStatuses, entryKinds, sanctionsListIds, screeningOccasions, subjectTypes } from './cases';

const admin = ['admin'] as const;

export const sanctionsCaseSchema = z.object({
  id: z.uuid(),
  status: z.enum(caseStatuses),
  occasion: z.enum(screeningOccasions),
  createdAt: z.string(),
  /** The record screened, as Fairlead holds it. */
  subject: z.object({
    type: z.enum(subjectTypes),
    id: z.string(),
    /** The name screened (company name, legal name, signatory or ship name). */
    name: z.string(),
    imo: z.string().nullable(),
    /** The company this is about (for a ship, its owner), to find it in Users or Vessels. */
    company: z.string().nullable(),
  }),
  /** The list entry beside it, as it stood when matched. */
  entry: z.object({
    listId: z.enum(sanctionsListIds),
    listName: z.string(),
    ref: z.string(),
    kind: z.enum(entryKinds),
    name: z.string(),
    aliases: z.array(z.string()),
    imo: z.string().nullable(),
    programme: z.string().nullable(),
  }),
  matchedOn: z.enum(['imo', 'name']),
  matchedName: z.string(),
  score: z.number(),
  dealId: z.string().nullable(),
  decision: z.object({ by: z.string().nullable(), at: z.string(), reason: z.string() }).nullable(),
});
export type SanctionsCase = z.infer<typeof sanctionsCaseSchema>;

export const sanctionsListSchema = z.object({
  id: z.enum(sanctionsListIds),
  name: z.string(),
  version: z.string().nullable(),
  entryCount: z.number().int(),
  loadedAt: z.string(),
});

export const sanctionsApi = {
  cases: endpoint({
    method: 'get',
    path: '/api/admin/sanctions/cases',
    operationId: 'adminSanctionsCases',
    tag: 'Admin',
    access: admin,
    summary: 'Sanctions screening cases, open ones first (oldest first), then the latest decided, with the lists loaded',
    ok: {
      status: 200,
      schema: z.object({ items: z.array(sanctionsCaseSchema), lists: z.array(sanctionsListSchema) }),
    },
  }),
  clear: endpoint({
    method: 'post',
    path: '/api/admin/sanctions/cases/{id}/clear',
    operationId: 'adminClearSanctionsCase',
    tag: 'Admin',
    access: admin,
    summary: 'Clear a possible match (not the listed party), with a written reason: it no longer blocks',
    description: 'Refused (409) when the case is already decided.',
    params: z.object({ id: z.uuid({ error: 'Case not found' }) }),
    body: reasonSchema,
    ok: { status: 204 },
    errors: [409],
  }),
  confirm: endpoint({
    method: 'post',
    path: '/api/admin/sanctions/cases/{id}/confirm',
    operationId: 'adminConfirmSanctionsCase',
    tag: 'Admin',
    access: admin,
    summary: 'Confirm a match (the listed party), with a written reason: its deals stay blocked for good and a company is suspended',
    description: 'Refused (409) when the case is already decided.',
    params: z.object({ id: z.uuid({ error: 'Case not found' }) }),
    body: reasonSchema,
    ok: { status: 204 },
    errors: [409],
  }),
};
