import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  adminRefundInputSchema, checkoutInputSchema, checkoutSchema, claimInputSchema, dealPaymentsSchema, demurrageInputSchema, ledgerSchema,
  paymentSchema, simulatedAuthInputSchema, simulatedCardInputSchema, simulatedChargeSchema,
} from './schemas';
import { reasonSchema } from '../admin/lists';
import { endCheckoutInputSchema } from './checkout-end';
import { bankReceiptInputSchema, bankReceiptSchema } from './funding';
import { bankDetailsInputSchema, bankDetailsSchema, bankDetailsViewSchema } from './bank-details';

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const paymentParams = z.object({ id: z.uuid({ error: 'Payment not found' }) });
const one = z.object({ payment: paymentSchema });
const admin = ['admin'] as const;

export const paymentsApi = {
  ofDeal: endpoint({
    method: 'get', path: '/api/deals/{id}/payments', operationId: 'getDealPayments', tag: 'Payments', access: 'user',
    summary: 'The deal’s payment schedule (drawn up when the charter party is sealed), each instalment’s state and record, and what escrow holds',
    params: dealParams, ok: { status: 200, schema: dealPaymentsSchema },
  }),
  checkout: endpoint({
    method: 'post', path: '/api/payments/{id}/checkout', operationId: 'payIntoEscrow', tag: 'Payments', access: ['charterer'],
    summary: 'Pay into escrow: starts a charge with the payment provider (once per idempotency key) and answers the provider’s checkout address',
    params: paymentParams, body: checkoutInputSchema, ok: { status: 200, schema: checkoutSchema }, errors: [409],
  }),
  endCheckout: endpoint({
    method: 'post', path: '/api/payments/{id}/checkout/end', operationId: 'endCheckout', tag: 'Payments', access: ['charterer'],
    summary: 'The charterer came back from the provider’s checkout without paying: Fairlead ends that checkout with the provider (refused once it is paid), whose expiry event then makes the instalment due again',
    params: paymentParams, body: endCheckoutInputSchema, ok: { status: 200, schema: one }, errors: [409],
  }),
  markDone: endpoint({
    method: 'post', path: '/api/payments/{id}/done', operationId: 'markPaymentDone', tag: 'Payments', access: ['owner'],
    summary: 'The owner marks the instalment’s condition met (ship delivered, loading completed, voyage completed) on evidence (multipart: `file`, the document, PDF, JPEG or PNG by content, at most 10 MB; `statedAt`, the time it states; `quantityT`, the tonnes on a bill of lading). Refused (409) until the money is held in escrow and the event can have happened (the laycan opened, the delivery date reached). The charterer is asked to confirm; the money goes automatically the set days after the later of the payment and the mark unless a claim is raised',
    params: paymentParams, ok: { status: 200, schema: one }, errors: [400, 409, 413],
  }),
  evidence: endpoint({
    method: 'get', path: '/api/payment-evidence/{id}', operationId: 'getPaymentEvidence', tag: 'Payments', access: 'user',
    summary: 'A document an owner’s mark rests on (the deal’s parties and admins)',
    params: z.object({ id: z.uuid({ error: 'Evidence not found' }) }), ok: { status: 200, file: 'application/octet-stream' },
  }),
  confirm: endpoint({
    method: 'post', path: '/api/payments/{id}/confirm', operationId: 'confirmPayment', tag: 'Payments', access: ['charterer'],
    summary: 'The charterer confirms the condition is met: money held for it goes to the owner',
    params: paymentParams, ok: { status: 200, schema: one }, errors: [409],
  }),
  claim: endpoint({
    method: 'post', path: '/api/payments/{id}/claim', operationId: 'claimPayment', tag: 'Payments', access: ['owner', 'charterer'],
    summary: 'Raise a claim on held money: it stays in escrow until an admin resolves it (release, partial or full refund)',
    params: paymentParams, body: claimInputSchema, ok: { status: 200, schema: one }, errors: [409],
  }),
  demurrage: endpoint({
    method: 'post', path: '/api/deals/{id}/payments/demurrage', operationId: 'claimDemurrage', tag: 'Payments', access: ['owner'],
    summary: 'The owner claims demurrage for time on demurrage (voyage charters): Fairlead prices it at the agreed daily rate and adds it to the schedule',
    params: dealParams, body: demurrageInputSchema, ok: { status: 201, schema: one }, errors: [409],
  }),
  webhook: endpoint({
    method: 'post', path: '/api/payments/webhooks/{provider}', operationId: 'paymentWebhook', tag: 'Payments', access: 'public',
    summary: 'The payment provider’s events, signed (tolerance 300 s); each event id takes effect once, whatever the order or number of deliveries',
    params: z.object({ provider: z.enum(['simulated', 'stripe'], { error: 'Unknown payment provider' }) }),
    ok: { status: 200, schema: z.object({ received: z.literal(true), outcome: z.string() }) }, errors: [400, 413],
  }),
  simulatedCharge: endpoint({
    method: 'get', path: '/api/simulated-provider/charges/{ref}', operationId: 'simulatedCharge', tag: 'Simulated provider', access: 'public',
    summary: 'The simulated card provider’s hosted checkout (test mode; the reference is unguessable)',
    params: z.object({ ref: z.string().regex(/^sim_ch_[a-f0-9]{32}$/, 'Checkout not found') }), ok: { status: 200, schema: simulatedChargeSchema },
  }),
  simulatedPay: endpoint({
    method: 'post', path: '/api/simulated-provider/charges/{ref}/pay', operationId: 'simulatedPay', tag: 'Simulated provider', access: 'public',
    summary: 'Pay with a test card: 4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks the bank to confirm, 4000 0000 0000 9995 has insufficient funds until retried',
    params: z.object({ ref: z.string().regex(/^sim_ch_[a-f0-9]{32}$/, 'Checkout not found') }), body: simulatedCardInputSchema,
    ok: { status: 200, schema: simulatedChargeSchema }, errors: [409],
  }),
  simulatedCancel: endpoint({
    method: 'post', path: '/api/simulated-provider/charges/{ref}/cancel', operationId: 'simulatedCancel', tag: 'Simulated provider', access: 'public',
    summary: 'Back to Fairlead without paying: the checkout ends (as a Stripe Checkout Session expires) and the instalment is due again',
    params: z.object({ ref: z.string().regex(/^sim_ch_[a-f0-9]{32}$/, 'Checkout not found') }), ok: { status: 200, schema: simulatedChargeSchema }, errors: [409],
  }),
  simulatedBankReceipt: endpoint({
    method: 'post', path: '/api/simulated-provider/bank-transfers', operationId: 'simulatedBankReceipt', tag: 'Simulated provider', access: ['admin'],
    summary: 'Test mode only: a transfer arrived at the simulated escrow bank quoting a reference (the bank statement’s line). Matched to its instalment by the reference: part of the sum waits for the rest, all of it puts the instalment in escrow, anything beyond is returned',
    body: bankReceiptInputSchema, ok: { status: 200, schema: bankReceiptSchema }, errors: [400],
  }),
  simulatedAuthenticate: endpoint({
    method: 'post', path: '/api/simulated-provider/charges/{ref}/authenticate', operationId: 'simulatedAuthenticate', tag: 'Simulated provider', access: 'public',
    summary: 'The extra confirmation step (as a bank’s 3-D Secure page): approve or refuse',
    params: z.object({ ref: z.string().regex(/^sim_ch_[a-f0-9]{32}$/, 'Checkout not found') }), body: simulatedAuthInputSchema,
    ok: { status: 200, schema: simulatedChargeSchema }, errors: [409],
  }),
};

export const adminPaymentsApi = {
  retry: endpoint({
    method: 'post', path: '/api/admin/payments/{id}/retry', operationId: 'adminRetryPayment', tag: 'Admin', access: admin,
    summary: 'Retry a failed charge with the card the charterer used', params: paymentParams, ok: { status: 200, schema: one }, errors: [409],
  }),
  release: endpoint({
    method: 'post', path: '/api/admin/payments/{id}/release', operationId: 'adminReleasePayment', tag: 'Admin', access: admin,
    summary: 'Release held money to the owner (resolving a claim if one is open), with a written reason', params: paymentParams, body: reasonSchema,
    ok: { status: 200, schema: one }, errors: [409],
  }),
  refund: endpoint({
    method: 'post', path: '/api/admin/payments/{id}/refund', operationId: 'adminRefundPayment', tag: 'Admin', access: admin,
    summary: 'Refund held money to the charterer, all of it or part (the rest then goes to the owner), with a written reason',
    params: paymentParams, body: adminRefundInputSchema, ok: { status: 200, schema: one }, errors: [409],
  }),
  hold: endpoint({
    method: 'post', path: '/api/admin/payments/{id}/hold', operationId: 'adminHoldPayment', tag: 'Admin', access: admin,
    summary: 'Hold money in escrow (no release, automatic or not) until an admin resolves it', params: paymentParams, body: reasonSchema,
    ok: { status: 200, schema: one }, errors: [409],
  }),
  ledger: endpoint({
    method: 'get', path: '/api/admin/deals/{id}/ledger', operationId: 'adminDealLedger', tag: 'Admin', access: admin,
    summary: 'The deal’s ledger: its accounts with balances derived from the entries, and every transfer', params: dealParams,
    ok: { status: 200, schema: ledgerSchema },
  }),
};


export const payoutsApi = {
  get: endpoint({
    method: 'get', path: '/api/payouts/bank-details', operationId: 'getBankDetails', tag: 'Payments', access: ['owner'],
    summary: 'The owner’s payout bank details (IBAN masked), a change in flight, and whether changes are locked (after a fixture)',
    ok: { status: 200, schema: bankDetailsViewSchema },
  }),
  save: endpoint({
    method: 'put', path: '/api/payouts/bank-details', operationId: 'saveBankDetails', tag: 'Payments', access: ['owner'],
    summary: 'Set payout bank details (IBAN by checksum, SWIFT/BIC by format). Before a fixture they apply at once; after, the password is needed, a link is e-mailed, and the change waits 48 hours',
    body: bankDetailsInputSchema, ok: { status: 200, schema: bankDetailsViewSchema }, errors: [409, 429],
  }),
  confirm: endpoint({
    method: 'post', path: '/api/payouts/bank-details/confirm', operationId: 'confirmBankDetails', tag: 'Payments', access: ['owner'],
    summary: 'Confirm a change with the e-mailed token: it applies 48 hours later unless blocked; the owner’s charterers with money due are told',
    body: z.object({ token: z.string({ error: 'The confirmation link is incomplete' }).min(20, 'The confirmation link is incomplete').max(100) }),
    ok: { status: 200, schema: bankDetailsViewSchema }, errors: [409],
  }),
  cancel: endpoint({
    method: 'post', path: '/api/payouts/bank-details/cancel', operationId: 'cancelBankDetailsChange', tag: 'Payments', access: ['owner'],
    summary: 'Cancel a change of bank details still waiting', ok: { status: 200, schema: bankDetailsViewSchema }, errors: [409],
  }),
  adminChanges: endpoint({
    method: 'get', path: '/api/admin/payout-changes', operationId: 'adminPayoutChanges', tag: 'Admin', access: admin,
    summary: 'Changes of payout bank details waiting for their confirmation or their 48 hours',
    ok: { status: 200, schema: z.object({ items: z.array(bankDetailsSchema.extend({ ownerCompany: z.string() })) }) },
  }),
  adminBlock: endpoint({
    method: 'post', path: '/api/admin/payout-changes/{id}/block', operationId: 'adminBlockPayoutChange', tag: 'Admin', access: admin,
    summary: 'Block a change of payout bank details still waiting, with a reason told to the owner and their charterers',
    params: z.object({ id: z.uuid({ error: 'Bank details change not found' }) }), body: reasonSchema, ok: { status: 204 }, errors: [409],
  }),
};
