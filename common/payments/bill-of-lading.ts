import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { dealPaymentsSchema } from './schemas';

/**
 * The owner records the quantity the bills of lading state (#25): freight per tonne is paid on it, the contract's
 * nominal quantity being only the estimate until then. Tonnes to the kilogram, as a B/L states them (49,873.420 t).
 */
export const billOfLadingMessages = {
  quantity: 'Give the quantity the bills of lading state, in metric tonnes (up to three decimals)',
};

export const billOfLadingInputSchema = z.object({
  quantityT: z
    .number({ error: billOfLadingMessages.quantity })
    .positive(billOfLadingMessages.quantity)
    .max(1_000_000, billOfLadingMessages.quantity)
    .refine((q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6, billOfLadingMessages.quantity),
});

/** Metric tonnes with up to three decimals, in whole kilograms. */
export const kilogramsOf = (tonnes: number) => Math.round(tonnes * 1000);

export const billOfLadingApi = {
  record: endpoint({
    method: 'post',
    path: '/api/deals/{id}/payments/bill-of-lading',
    operationId: 'recordBillOfLadingQuantity',
    tag: 'Payments',
    access: ['owner'],
    summary:
      'The owner records the bill-of-lading quantity: the freight instalments not yet paid are drawn again on it (voyage charters, freight per tonne)',
    params: z.object({ id: z.uuid({ error: 'Deal not found' }) }),
    body: billOfLadingInputSchema,
    ok: { status: 200, schema: dealPaymentsSchema },
    errors: [409],
  }),
};
