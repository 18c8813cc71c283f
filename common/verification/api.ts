import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  approveInputSchema,
  decisionNoteSchema,
  myVerificationSchema,
  reviewQueueSchema,
  verificationDetailsSchema,
  verificationDocumentKinds,
  verificationSubmissionSchema,
} from './schemas';

const members = ['owner', 'charterer'] as const;
const one = z.object({ submission: verificationSubmissionSchema });
const submissionParams = z.object({ id: z.uuid({ error: 'Submission not found' }) });

export const verificationApi = {
  mine: endpoint({
    method: 'get',
    path: '/api/company/verification',
    operationId: 'getMyVerification',
    tag: 'Verification',
    access: members,
    summary:
      'Your company’s verification: the current submission, the last approved one (the papers checked, with their expiry dates), the status and what an admin asked for',
    ok: { status: 200, schema: myVerificationSchema },
  }),
  saveDetails: endpoint({
    method: 'put',
    path: '/api/company/verification',
    operationId: 'saveVerificationDetails',
    tag: 'Verification',
    access: members,
    summary:
      'Saves the company details of the draft (started if there is none, or after a decision from the last file’s details: a renewal leaves the company verified until it is decided); refused (409) while an admin reviews it',
    body: verificationDetailsSchema,
    ok: { status: 200, schema: one },
    errors: [400, 409],
  }),
  upload: endpoint({
    method: 'post',
    path: '/api/company/verification/documents/{kind}',
    operationId: 'uploadVerificationDocument',
    tag: 'Verification',
    access: members,
    summary:
      'Adds (or replaces) one document of the draft (multipart: `file`, a PDF, JPEG or PNG by content, at most 10 MB). Refused (409) while an admin reviews it',
    params: z.object({ kind: z.enum(verificationDocumentKinds, { error: 'Unknown document' }) }),
    ok: { status: 200, schema: one },
    errors: [400, 409, 413],
  }),
  submit: endpoint({
    method: 'post',
    path: '/api/company/verification/submit',
    operationId: 'submitVerification',
    tag: 'Verification',
    access: members,
    summary: 'Sends the draft (complete, every required document attached) to the admins’ review queue',
    ok: { status: 200, schema: one },
    errors: [400, 409],
  }),
  document: endpoint({
    method: 'get',
    path: '/api/verification-documents/{id}',
    operationId: 'getVerificationDocument',
    tag: 'Verification',
    access: 'user',
    summary: 'A verification document, as a download: for the company’s member and admins only (404 for anyone else)',
    params: z.object({ id: z.uuid({ error: 'Document not found' }) }),
    ok: { status: 200, file: 'application/octet-stream' },
  }),
  queue: endpoint({
    method: 'get',
    path: '/api/admin/verification',
    operationId: 'listVerificationQueue',
    tag: 'Verification',
    access: ['admin'],
    summary: 'Submissions waiting for review, oldest first, each with its documents',
    ok: { status: 200, schema: reviewQueueSchema },
  }),
  approve: endpoint({
    method: 'post',
    path: '/api/admin/verification/{id}/approve',
    operationId: 'approveVerification',
    tag: 'Verification',
    access: ['admin'],
    summary:
      'Approves a submission with each document’s expiry date: the company is verified until the earliest. Screened against sanctions lists first: a possible match refuses (409) and leaves it in the queue',
    params: submissionParams,
    body: approveInputSchema,
    ok: { status: 200, schema: one },
    errors: [400, 409],
  }),
  reject: endpoint({
    method: 'post',
    path: '/api/admin/verification/{id}/reject',
    operationId: 'rejectVerification',
    tag: 'Verification',
    access: ['admin'],
    summary: 'Rejects a submission with a reason the member reads',
    params: submissionParams,
    body: decisionNoteSchema,
    ok: { status: 200, schema: one },
    errors: [400, 409],
  }),
  ask: endpoint({
    method: 'post',
    path: '/api/admin/verification/{id}/ask',
    operationId: 'askForMoreVerification',
    tag: 'Verification',
    access: ['admin'],
    summary: 'Sends a submission back to the member with a note of what is missing; they change it and send it again',
    params: submissionParams,
    body: decisionNoteSchema,
    ok: { status: 200, schema: one },
    errors: [400, 409],
  }),
};
