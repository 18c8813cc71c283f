import { adminsOnly, everyone, ownersOnly, reason, type PolicyRows } from './authorization-rows';

// The policy table's rows for a fixed deal's payments, their evidence, payouts and the back office's moves on them.

export const paymentsPolicy: PolicyRows = {
  // Payments of the fixed deal: the charterer pays and confirms, the owner marks done and claims demurrage, either
  // raises a claim; a stranger does not know the deal exists; an admin reads, and acts only through the back office.
  // The owner's own moves are refused to every charterer by role (403) before any record is looked up.
  'GET /api/deals/{id}/payments': [[401, 'ok', 404, 'ok', 404, 'ok'], { path: (w) => `/api/deals/${w.fixedDeal}/payments` }],
  'POST /api/payments/{id}/checkout': [
    [401, 'ok', 404, 403, 403, 403],
    { path: (w) => `/api/payments/${w.payment}/checkout`, body: () => ({ idempotencyKey: 'policy-table-key-0001' }) },
  ],
  // Only the charterer ends the checkout they left (a charge id not of this instalment is a 409, past the access check).
  'POST /api/payments/{id}/checkout/end': [
    [401, 'ok', 404, 403, 403, 403],
    { path: (w) => `/api/payments/${w.payment}/checkout/end`, body: () => ({ chargeId: '00000000-0000-4000-8000-000000000000' }) },
  ],
  'POST /api/payments/{id}/done': [[401, 403, 403, 'ok', 404, 403], { path: (w) => `/api/payments/${w.payment}/done` }],
  'POST /api/payments/{id}/confirm': [[401, 'ok', 404, 403, 403, 403], { path: (w) => `/api/payments/${w.payment}/confirm` }],
  'POST /api/payments/{id}/claim': [
    [401, 'ok', 404, 'ok', 404, 403],
    { path: (w) => `/api/payments/${w.payment}/claim`, body: () => ({ reason: 'Cargo short-landed by 300 t' }) },
  ],
  'POST /api/deals/{id}/payments/demurrage': [
    [401, 403, 403, 'ok', 404, 403],
    {
      path: (w) => `/api/deals/${w.fixedDeal}/payments/demurrage`,
      body: () => ({ days: 1, hours: 2, minutes: 0, statement: 'NOR tendered 0800, laytime expired 14 May 1200' }),
    },
  ],
  // Signed by the provider, not a session: an unsigned delivery is a 400 to everyone alike.
  'POST /api/payments/webhooks/{provider}': [everyone, { path: () => '/api/payments/webhooks/simulated', body: () => ({ id: 'evt_unsigned' }) }],
  // The simulated provider's hosted checkout: open to anyone holding the unguessable reference; a made-up one is 404.
  'GET /api/simulated-provider/charges/{ref}': [
    [404, 404, 404, 404, 404, 404],
    { path: () => `/api/simulated-provider/charges/sim_ch_${'0'.repeat(32)}` },
  ],
  'POST /api/simulated-provider/charges/{ref}/pay': [
    [404, 404, 404, 404, 404, 404],
    { path: () => `/api/simulated-provider/charges/sim_ch_${'0'.repeat(32)}/pay`, body: () => ({ number: '4242424242424242' }) },
  ],
  'POST /api/simulated-provider/charges/{ref}/cancel': [
    [404, 404, 404, 404, 404, 404],
    { path: () => `/api/simulated-provider/charges/sim_ch_${'0'.repeat(32)}/cancel` },
  ],
  // Evidence of an owner's mark: the deal's parties and admins (evidence.test.ts); an unknown id is 404 to all (#25).
  'POST /api/deals/{id}/payments/bill-of-lading': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/payments/bill-of-lading`, body: () => ({ quantityT: 49_873.42 }) },
  ],
  // The owner records the redelivery (#25): the charterer sees it and its statement; a stranger does not know the deal.
  'POST /api/deals/{id}/payments/redelivery': [
    [401, 403, 403, 'ok', 404, 403],
    { path: (w) => `/api/deals/${w.fixedDeal}/payments/redelivery`, upload: true },
  ],
  // Its certificate: the deal's parties and admins read it (redelivery.test.ts); this deal has none yet, so 404 to all.
  'GET /api/deals/{id}/payments/redelivery/certificate': [
    [401, 404, 404, 404, 404, 404],
    { path: (w) => `/api/deals/${w.fixedDeal}/payments/redelivery/certificate` },
  ],
  'GET /api/admin/payout-flags': [adminsOnly],
  // No such flag: members are refused before anything is looked up, the admin is told it does not exist.
  'POST /api/admin/payout-flags/{id}/clear': [
    [401, 403, 403, 403, 403, 404],
    { path: () => '/api/admin/payout-flags/00000000-0000-4000-8000-000000000000/clear', body: () => reason },
  ],
  // Sanctions screening cases are the admins' alone; no such case: members are refused before any lookup.
  'GET /api/admin/sanctions/cases': [adminsOnly],
  'POST /api/admin/sanctions/cases/{id}/clear': [
    [401, 403, 403, 403, 403, 404],
    { path: () => '/api/admin/sanctions/cases/00000000-0000-4000-8000-000000000000/clear', body: () => reason },
  ],
  'POST /api/admin/sanctions/cases/{id}/confirm': [
    [401, 403, 403, 403, 403, 404],
    { path: () => '/api/admin/sanctions/cases/00000000-0000-4000-8000-000000000000/confirm', body: () => reason },
  ],
  'GET /api/payment-evidence/{id}': [[401, 404, 404, 404, 404, 404], { path: () => '/api/payment-evidence/00000000-0000-4000-8000-000000000000' }],
  // Test mode's escrow bank statement: an admin records a transfer received (here an unknown reference: refused with its reason).
  'POST /api/simulated-provider/bank-transfers': [
    [401, 403, 403, 403, 403, 'ok'],
    { body: () => ({ reference: 'FL-0000-0000-0', amount: 100, currency: 'USD' }) },
  ],
  'POST /api/simulated-provider/charges/{ref}/authenticate': [
    [404, 404, 404, 404, 404, 404],
    { path: () => `/api/simulated-provider/charges/sim_ch_${'0'.repeat(32)}/authenticate`, body: () => ({ approve: true }) },
  ],
  // Payout bank details are the owner's own (a change with a made-up token is refused past the access check).
  'GET /api/payouts/bank-details': [ownersOnly],
  'PUT /api/payouts/bank-details': [
    ownersOnly,
    { body: () => ({ holderName: 'Owners Ltd', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', password: 'not-the-password' }) },
  ],
  'POST /api/payouts/bank-details/confirm': [ownersOnly, { body: () => ({ token: 'not-a-real-token-not-a-real-token' }) }],
  'POST /api/payouts/bank-details/cancel': [ownersOnly],
  'GET /api/admin/payout-changes': [adminsOnly],
  'POST /api/admin/payout-changes/{id}/block': [adminsOnly, { path: (w) => `/api/admin/payout-changes/${w.payoutChange}/block`, body: () => reason }],
  'GET /api/admin/deals/{id}/ledger': [adminsOnly, { path: (w) => `/api/admin/deals/${w.fixedDeal}/ledger` }],
  'POST /api/admin/payments/{id}/retry': [adminsOnly, { path: (w) => `/api/admin/payments/${w.payment}/retry` }],
  'POST /api/admin/payments/{id}/hold': [adminsOnly, { path: (w) => `/api/admin/payments/${w.payment}/hold`, body: () => reason }],
  'POST /api/admin/payments/{id}/release': [adminsOnly, { path: (w) => `/api/admin/payments/${w.payment}/release`, body: () => reason }],
  'POST /api/admin/payments/{id}/refund': [adminsOnly, { path: (w) => `/api/admin/payments/${w.payment}/refund`, body: () => reason }],
};
