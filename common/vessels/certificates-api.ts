import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { vesselTypes } from './vessel-status';
import { approveCertificateSchema, certificateKindSchema, certificateStatuses, rejectCertificateSchema } from './certificates';

/** One uploaded certificate as its owner and admins see it: with the link to the file, which no one else gets. */
export const certificateSchema = z.object({
  id: z.uuid(),
  vesselId: z.uuid(),
  kind: certificateKindSchema,
  label: z.string(),
  status: z.enum(certificateStatuses),
  /** The expiry date the owner read from the certificate. */
  statedExpiresOn: z.string(),
  /** The expiry date the admin confirmed from the document (null until verified). */
  expiresOn: z.string().nullable(),
  /** Why an admin refused it, for the owner to act on. */
  rejectReason: z.string().nullable(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Per kind the ship may carry: whether it is required, and where it stands today. */
export const certificateSlotSchema = z.object({
  kind: certificateKindSchema,
  label: z.string(),
  required: z.boolean(),
  state: z.enum(['missing', 'pending', 'verified', 'expired', 'rejected']),
  current: certificateSchema.nullable(),
  /** A renewal waiting for review while the current one is verified. */
  pending: certificateSchema.nullable(),
});
export const vesselCertificatesSchema = z.object({
  documentsVerified: z.boolean(),
  /** The ship is off the market because its P&I or class certificate expired. */
  lapsed: z.boolean(),
  slots: z.array(certificateSlotSchema),
});
export type VesselCertificates = z.infer<typeof vesselCertificatesSchema>;

/** A certificate in the admins' queue with the ship and owner it belongs to. */
export const queueItemSchema = certificateSchema.extend({
  vessel: z.object({ id: z.uuid(), name: z.string(), imo: z.string().nullable(), type: z.enum(vesselTypes), flag: z.string().nullable() }),
  ownerCompany: z.string(),
  /** The verified certificate of the same kind this one would replace, if any. */
  replaces: z.object({ expiresOn: z.string().nullable() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const lapsedShipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imo: z.string().nullable(),
  ownerCompany: z.string(),
  lapsedAt: z.string(),
  expired: z.array(z.object({ kind: certificateKindSchema, label: z.string(), expiresOn: z.string() })),
});
export const certificateQueueSchema = z.object({ items: z.array(queueItemSchema), lapsed: z.array(lapsedShipSchema) });
export type CertificateQueue = z.infer<typeof certificateQueueSchema>;

const vesselParams = z.object({ id: z.uuid({ error: 'Vessel not found' }) });
const certificateParams = z.object({ id: z.uuid({ error: 'Certificate not found' }) });
const editors = ['owner', 'admin'] as const;

export const certificatesApi = {
  list: endpoint({
    method: 'get',
    path: '/api/vessels/{id}/certificates',
    operationId: 'listVesselCertificates',
    tag: 'Vessels',
    access: editors,
    summary: 'The ship’s certificates, each kind with where its review stands (its owner or an admin)',
    params: vesselParams,
    ok: { status: 200, schema: vesselCertificatesSchema },
  }),
  upload: endpoint({
    method: 'post',
    path: '/api/vessels/{id}/certificates',
    operationId: 'uploadVesselCertificate',
    tag: 'Vessels',
    access: ['owner'],
    summary: 'Upload a certificate for review (multipart: `file` a PDF, JPEG or PNG by content, at most 10 MB; `kind`; `expiresOn`)',
    description: 'A pending certificate of the same kind is replaced by this one. The certificate counts once an admin verifies it.',
    params: vesselParams,
    ok: { status: 201, schema: z.object({ certificate: certificateSchema }) },
    errors: [400, 413],
  }),
  file: endpoint({
    method: 'get',
    path: '/api/ship-certificates/{id}/file',
    operationId: 'getShipCertificateFile',
    tag: 'Vessels',
    access: editors,
    summary: 'The certificate’s file (the ship’s owner and admins only), as a download',
    params: certificateParams,
    ok: { status: 200, file: 'application/octet-stream' },
  }),
  queue: endpoint({
    method: 'get',
    path: '/api/admin/ship-certificates',
    operationId: 'shipCertificateQueue',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Certificates waiting for review, oldest first, and the ships off the market for an expired certificate',
    ok: { status: 200, schema: certificateQueueSchema },
  }),
  approve: endpoint({
    method: 'post',
    path: '/api/admin/ship-certificates/{id}/approve',
    operationId: 'approveShipCertificate',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Verify a certificate, confirming its expiry date from the document',
    params: certificateParams,
    body: approveCertificateSchema,
    ok: { status: 200, schema: z.object({ certificate: certificateSchema }) },
    errors: [409],
  }),
  reject: endpoint({
    method: 'post',
    path: '/api/admin/ship-certificates/{id}/reject',
    operationId: 'rejectShipCertificate',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Refuse a certificate with a reason the owner reads',
    params: certificateParams,
    body: rejectCertificateSchema,
    ok: { status: 200, schema: z.object({ certificate: certificateSchema }) },
    errors: [409],
  }),
};
