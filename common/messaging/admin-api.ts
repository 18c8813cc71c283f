import { z } from 'zod';
import { endpoint } from '../api/endpoint';

export const reportActions = ['hide', 'suspend', 'dismiss'] as const;
export const reportStatuses = ['open', 'resolved'] as const;

export const messageReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  reporterCompany: z.string(),
  createdAt: z.string(),
  conversationId: z.uuid(),
  vesselName: z.string(),
  /** The message as written (admins read what was said, contacts unmasked, even once hidden). */
  message: z.object({
    id: z.uuid(),
    body: z.string(),
    senderId: z.string(),
    senderCompany: z.string(),
    senderSuspended: z.boolean(),
    at: z.string(),
    hidden: z.boolean(),
  }),
  resolvedAt: z.string().nullable(),
  outcome: z.enum(['hidden', 'suspended', 'dismissed']).nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const resolveReportSchema = z
  .object({
    action: z.enum(reportActions, { error: 'Choose hide, suspend or dismiss' }),
    /** Required to suspend: kept in the audit log with the suspension. */
    reason: z.string().trim().max(500, { error: 'Keep the reason under 500 characters' }).optional(),
  })
  .refine((v) => v.action !== 'suspend' || (v.reason?.length ?? 0) >= 5, { error: 'Give a reason of at least 5 characters', path: ['reason'] });

const reportParams = z.object({ id: z.uuid({ error: 'Report not found' }) });

export const messageReportsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/admin/message-reports',
    operationId: 'adminListMessageReports',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Reported messages, open ones first by default',
    query: z.object({ status: z.enum(reportStatuses, { error: 'Status is open or resolved' }).default('open') }),
    ok: { status: 200, schema: z.object({ items: z.array(messageReportSchema) }) },
  }),
  resolve: endpoint({
    method: 'post',
    path: '/api/admin/message-reports/{id}/resolve',
    operationId: 'adminResolveMessageReport',
    tag: 'Admin',
    access: ['admin'],
    summary:
      'Hide the message (its text stays for audit), suspend its sender (and hide it), or dismiss the report; every report of that message is resolved',
    params: reportParams,
    body: resolveReportSchema,
    ok: { status: 204 },
    errors: [409],
  }),
};
