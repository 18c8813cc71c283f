import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { adminListSchema, charterListSorts, paymentListSorts, vesselListSorts } from '../admin/lists';
import { dealListQuerySchema } from '../charters/api';
import { verificationStatuses } from '../verification/schemas';

const admin = ['admin'] as const;
const csv = { status: 200, file: 'text/csv' } as const;

/** An admin table's filters without its paging: the export is every row the table would show, in its order. */
const paymentsFilter = adminListSchema(paymentListSorts).omit({ page: true, pageSize: true });
const currencyFilter = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^([A-Z]{3})?$/, 'Currency must be a three-letter code')
    .optional()
    .default(''),
});

/** CSV downloads (RFC 4180, UTF-8), streamed from the database; file names carry the day they were taken. */
export const exportsApi = {
  adminAudit: endpoint({
    method: 'get',
    path: '/api/admin/exports/audit.csv',
    operationId: 'adminExportAudit',
    tag: 'Admin',
    access: admin,
    summary: 'The audit log as CSV, newest first, as its table shows it',
    ok: csv,
  }),
  adminLedger: endpoint({
    method: 'get',
    path: '/api/admin/exports/ledger.csv',
    operationId: 'adminExportLedger',
    tag: 'Admin',
    access: admin,
    summary: 'Every ledger transfer as CSV, oldest first, then one total row per currency (amounts, and credits minus debits)',
    query: currencyFilter,
    ok: csv,
  }),
  adminUsers: endpoint({
    method: 'get',
    path: '/api/admin/exports/users.csv',
    operationId: 'adminExportUsers',
    tag: 'Admin',
    access: admin,
    summary: 'The users table as CSV, with its search (company or role), newest first',
    query: z.object({ q: z.string().trim().max(100).optional().default('') }),
    ok: csv,
  }),
  adminCompanies: endpoint({
    method: 'get',
    path: '/api/admin/exports/companies.csv',
    operationId: 'adminExportCompanies',
    tag: 'Admin',
    access: admin,
    summary:
      'Member companies as CSV with their latest verification file, newest first, with the users table’s search (company or role) and a verification stage (`submitted` is the review queue, `none` never started)',
    query: z.object({
      q: z.string().trim().max(100).optional().default(''),
      verification: z
        .enum(['', 'none', ...verificationStatuses])
        .optional()
        .default(''),
    }),
    ok: csv,
  }),
  adminVessels: endpoint({
    method: 'get',
    path: '/api/admin/exports/vessels.csv',
    operationId: 'adminExportVessels',
    tag: 'Admin',
    access: admin,
    summary: 'The vessels table as CSV, with its search and sort',
    query: adminListSchema(vesselListSorts).omit({ page: true, pageSize: true }),
    ok: csv,
  }),
  adminCharters: endpoint({
    method: 'get',
    path: '/api/admin/exports/charters.csv',
    operationId: 'adminExportCharters',
    tag: 'Admin',
    access: admin,
    summary: 'The charters table as CSV, with its search and sort',
    query: adminListSchema(charterListSorts).omit({ page: true, pageSize: true }),
    ok: csv,
  }),
  adminPayments: endpoint({
    method: 'get',
    path: '/api/admin/exports/payments.csv',
    operationId: 'adminExportPayments',
    tag: 'Admin',
    access: admin,
    summary: 'The payments table as CSV, with its search and sort',
    query: paymentsFilter,
    ok: csv,
  }),
  myDeals: endpoint({
    method: 'get',
    path: '/api/exports/deals.csv',
    operationId: 'exportMyDeals',
    tag: 'Deals',
    access: 'user',
    summary: 'The deals the caller is a party to as CSV, newest activity first, by stage',
    query: dealListQuerySchema.omit({ page: true, pageSize: true }),
    ok: csv,
  }),
  myPayments: endpoint({
    method: 'get',
    path: '/api/exports/payments.csv',
    operationId: 'exportMyPayments',
    tag: 'Payments',
    access: 'user',
    summary: 'The payments of the deals the caller is a party to as CSV (one deal with `dealId`)',
    query: z.object({ dealId: z.uuid('Deal must be an id').optional() }),
    ok: csv,
  }),
};
