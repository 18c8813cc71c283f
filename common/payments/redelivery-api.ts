import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { dealPaymentsSchema } from './schemas';

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });

export const redeliveryApi = {
  // Multipart, as the owner's mark (paymentsApi.markDone): the body is read and checked by the service, not here.
  record: endpoint({
    method: 'post',
    path: '/api/deals/{id}/payments/redelivery',
    operationId: 'recordRedelivery',
    tag: 'Payments',
    access: ['owner'],
    summary:
      'The owner records the redelivery on the redelivery certificate (time charters, after the delivery; multipart: `file`, the certificate, PDF, JPEG or PNG by content, at most 10 MB; `redeliveredAt`, the time it states). Refused without the certificate. Fairlead keeps the document for both parties and draws up the final hire statement from the sealed charter party; hire not yet paid is no longer due, a balance owed by the charterers becomes the final hire balance instalment, an excess paid is refunded from the hire held in escrow (what escrow cannot cover is owed by the owners)',
    params: dealParams,
    ok: { status: 200, schema: dealPaymentsSchema },
    errors: [400, 409, 413],
  }),
  certificate: endpoint({
    method: 'get',
    path: '/api/deals/{id}/payments/redelivery/certificate',
    operationId: 'getRedeliveryCertificate',
    tag: 'Payments',
    access: 'user',
    summary: 'The redelivery certificate the final hire statement rests on (the deal’s parties and admins; 404 for anyone else)',
    params: dealParams,
    ok: { status: 200, file: 'application/octet-stream' },
  }),
};
