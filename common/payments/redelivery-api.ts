import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { redeliveryInputSchema } from './redelivery';
import { dealPaymentsSchema } from './schemas';

export const redeliveryApi = {
  record: endpoint({
    method: 'post', path: '/api/deals/{id}/payments/redelivery', operationId: 'recordRedelivery', tag: 'Payments', access: ['owner'],
    summary: 'The owner records the redelivery at the time its certificate states (time charters, after the delivery): Fairlead draws up the final hire statement from the sealed charter party; hire not yet paid is no longer due, a balance owed by the charterers becomes the final hire balance instalment, an excess paid is refunded from the hire held in escrow (what escrow cannot cover is owed by the owners)',
    params: z.object({ id: z.uuid({ error: 'Deal not found' }) }), body: redeliveryInputSchema, ok: { status: 200, schema: dealPaymentsSchema }, errors: [409],
  }),
};
