import { z } from 'zod';
import { profileSchema } from '../accounts/schemas';
import { endpoint, pageOf } from '../api/endpoint';
import { paymentStates } from '../payments/payment-process';
import { adminListSchema, charterListSorts, paymentListSorts, reasonSchema, vesselListSorts } from './lists';
import { createAdminSchema, editUserSchema, listQuerySchema, setRoleSchema } from './schemas';

const admin = ['admin'] as const;
const profileAnswer = z.object({ profile: profileSchema });
const userParams = z.object({ id: z.uuid({ error: 'User not found' }) });
const vesselParams = z.object({ id: z.uuid({ error: 'Vessel not found' }) });
const charterParams = z.object({ id: z.uuid({ error: 'Charter not found' }) });
const paymentParams = z.object({ id: z.uuid({ error: 'Payment not found' }) });

export const adminVesselSchema = z.object({
  id: z.uuid(), name: z.string(), type: z.string(), ownerId: z.string(), ownerCompany: z.string().nullable(), lengthM: z.number(),
  capacity: z.number(), buildYear: z.number().int(), status: z.string(), createdAt: z.string(),
});
export type AdminVessel = z.infer<typeof adminVesselSchema>;
export const adminCharterSchema = z.object({
  id: z.uuid(), vesselId: z.uuid(), vesselName: z.string().nullable(), chartererId: z.string(), chartererCompany: z.string().nullable(),
  ownerId: z.string(), ownerCompany: z.string().nullable(), startDate: z.string(), endDate: z.string(), status: z.string(),
  totalAmount: z.number().int(), currency: z.string(), paymentStatus: z.string(), cancelReason: z.string().nullable(), createdAt: z.string(),
});
export type AdminCharter = z.infer<typeof adminCharterSchema>;
export const adminPaymentSchema = z.object({
  id: z.uuid(), charterId: z.uuid(), dealId: z.uuid(), label: z.string(), providerIntentId: z.string().nullable(), amount: z.number().int(),
  currency: z.string(), status: z.enum(paymentStates), dueOn: z.string(), holdReason: z.string().nullable(),
  vesselName: z.string().nullable(), chartererCompany: z.string().nullable(),
  /** Who a release pays: named in the back office's confirmation (#25). */
  ownerCompany: z.string().nullable(), createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(), actorId: z.string().nullable(), actorEmail: z.string().nullable(), action: z.string(), entity: z.string(),
  entityId: z.string(), before: z.unknown(), after: z.unknown(), ip: z.string().nullable(), userAgent: z.string().nullable(), createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const jobStatuses = ['failed', 'waiting', 'done'] as const;
export const adminJobSchema = z.object({
  id: z.number().int(), kind: z.string(), summary: z.string(), status: z.enum(jobStatuses), attempts: z.number().int(), maxAttempts: z.number().int(),
  lastError: z.string().nullable(), runAt: z.string(), createdAt: z.string(), doneAt: z.string().nullable(), failedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
const jobParams = z.object({ id: z.coerce.number({ error: 'Job not found' }).int('Job not found').positive('Job not found').max(Number.MAX_SAFE_INTEGER, 'Job not found') });

export const adminApi = {
  summary: endpoint({
    method: 'get', path: '/api/admin/summary', operationId: 'adminSummary', tag: 'Admin', access: admin,
    summary: 'Counts for the back office overview',
    ok: { status: 200, schema: z.object({ users: z.number().int(), vessels: z.number().int(), charters: z.number().int(), payments: z.number().int() }) },
  }),
  listUsers: endpoint({
    method: 'get', path: '/api/admin/users', operationId: 'adminListUsers', tag: 'Admin', access: admin,
    summary: 'Members by name, e-mail or company', query: listQuerySchema, ok: { status: 200, schema: pageOf(profileSchema) },
  }),
  createAdmin: endpoint({
    method: 'post', path: '/api/admin/users', operationId: 'adminCreateAdmin', tag: 'Admin', access: admin,
    summary: 'Create another administrator', body: createAdminSchema, ok: { status: 201, schema: profileAnswer }, errors: [409],
  }),
  verifyUser: endpoint({
    method: 'post', path: '/api/admin/users/{id}/verify', operationId: 'adminVerifyUser', tag: 'Admin', access: admin,
    summary: 'Mark a member’s company verified and tell them', params: userParams, ok: { status: 200, schema: profileAnswer }, errors: [409],
  }),
  suspendUser: endpoint({
    method: 'post', path: '/api/admin/users/{id}/suspend', operationId: 'adminSuspendUser', tag: 'Admin', access: admin,
    summary: 'Suspend an account: its sessions end and sign-in is refused until reinstated (its records stay)',
    params: userParams, body: reasonSchema, ok: { status: 200, schema: profileAnswer }, errors: [409],
  }),
  reinstateUser: endpoint({
    method: 'post', path: '/api/admin/users/{id}/reinstate', operationId: 'adminReinstateUser', tag: 'Admin', access: admin,
    summary: 'Lift an account’s suspension', params: userParams, ok: { status: 200, schema: profileAnswer }, errors: [409],
  }),
  setRole: endpoint({
    method: 'put', path: '/api/admin/users/{id}/role', operationId: 'adminSetRole', tag: 'Admin', access: admin,
    summary: 'Change a member’s role', params: userParams, body: setRoleSchema, ok: { status: 200, schema: profileAnswer }, errors: [409],
  }),
  editUser: endpoint({
    method: 'patch', path: '/api/admin/users/{id}', operationId: 'adminEditUser', tag: 'Admin', access: admin,
    summary: 'Edit a member’s company and contact details', params: userParams, body: editUserSchema, ok: { status: 200, schema: profileAnswer },
  }),
  deleteUser: endpoint({
    method: 'delete', path: '/api/admin/users/{id}', operationId: 'adminDeleteUser', tag: 'Admin', access: admin,
    summary: 'Remove a member (their charters, payments and audit records are kept)', params: userParams, ok: { status: 204 }, errors: [409],
  }),
  listVessels: endpoint({
    method: 'get', path: '/api/admin/vessels', operationId: 'adminListVessels', tag: 'Admin', access: admin,
    summary: 'Every vessel, searchable and sortable', query: adminListSchema(vesselListSorts), ok: { status: 200, schema: pageOf(adminVesselSchema) },
  }),
  getVessel: endpoint({
    method: 'get', path: '/api/admin/vessels/{id}', operationId: 'adminGetVessel', tag: 'Admin', access: admin,
    summary: 'One vessel’s record', params: vesselParams, ok: { status: 200, schema: z.object({ vessel: adminVesselSchema }) },
  }),
  suspendVessel: endpoint({
    method: 'post', path: '/api/admin/vessels/{id}/suspend', operationId: 'adminSuspendVessel', tag: 'Admin', access: admin,
    summary: 'Take a vessel off the market, with the reason told to its owner', params: vesselParams, body: reasonSchema,
    ok: { status: 200, schema: z.object({ vessel: adminVesselSchema }) }, errors: [409],
  }),
  reinstateVessel: endpoint({
    method: 'post', path: '/api/admin/vessels/{id}/reinstate', operationId: 'adminReinstateVessel', tag: 'Admin', access: admin,
    summary: 'Put a suspended vessel back on the market', params: vesselParams, body: reasonSchema,
    ok: { status: 200, schema: z.object({ vessel: adminVesselSchema }) }, errors: [409],
  }),
  listCharters: endpoint({
    method: 'get', path: '/api/admin/charters', operationId: 'adminListCharters', tag: 'Admin', access: admin,
    summary: 'Every charter, searchable and sortable', query: adminListSchema(charterListSorts), ok: { status: 200, schema: pageOf(adminCharterSchema) },
  }),
  getCharter: endpoint({
    method: 'get', path: '/api/admin/charters/{id}', operationId: 'adminGetCharter', tag: 'Admin', access: admin,
    summary: 'One charter’s record', params: charterParams, ok: { status: 200, schema: z.object({ charter: adminCharterSchema }) },
  }),
  cancelCharter: endpoint({
    method: 'post', path: '/api/admin/charters/{id}/cancel', operationId: 'adminCancelCharter', tag: 'Admin', access: admin,
    summary: 'Cancel a charter that has not ended, with the reason told to both parties', params: charterParams,
    body: reasonSchema.meta({ example: { reason: 'Vessel detained at Santos after a port state control inspection' } }),
    ok: { status: 200, schema: z.object({ charter: adminCharterSchema }) }, errors: [409],
  }),
  listPayments: endpoint({
    method: 'get', path: '/api/admin/payments', operationId: 'adminListPayments', tag: 'Admin', access: admin,
    summary: 'Every payment, searchable and sortable', query: adminListSchema(paymentListSorts), ok: { status: 200, schema: pageOf(adminPaymentSchema) },
  }),
  getPayment: endpoint({
    method: 'get', path: '/api/admin/payments/{id}', operationId: 'adminGetPayment', tag: 'Admin', access: admin,
    summary: 'One payment’s record', params: paymentParams, ok: { status: 200, schema: z.object({ payment: adminPaymentSchema }) },
  }),
  listJobs: endpoint({
    method: 'get', path: '/api/admin/jobs', operationId: 'adminListJobs', tag: 'Admin', access: admin,
    summary: 'Background jobs (e-mail, deadlines) by status: failed ones wait for an admin',
    query: z.object({ status: z.enum(jobStatuses, { error: 'Status must be failed, waiting or done' }).optional().default('failed'), page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    ok: { status: 200, schema: pageOf(adminJobSchema).extend({ counts: z.record(z.enum(jobStatuses), z.number().int()) }) },
  }),
  retryJob: endpoint({
    method: 'post', path: '/api/admin/jobs/{id}/retry', operationId: 'adminRetryJob', tag: 'Admin', access: admin,
    summary: 'Try a failed job again now, with its attempts reset', params: jobParams, ok: { status: 200, schema: z.object({ job: adminJobSchema }) }, errors: [409],
  }),
  audit: endpoint({
    method: 'get', path: '/api/admin/audit', operationId: 'adminListAudit', tag: 'Admin', access: admin,
    summary: 'The audit log, newest first', query: listQuerySchema, ok: { status: 200, schema: pageOf(auditEntrySchema) },
  }),
};
