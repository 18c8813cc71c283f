import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './access';
import { paymentActionsFor, type Caller } from './actions';

// The release-condition side of the actions list (#26): which of confirm and mark the API offers the parties, by the
// instalment's release rule and what has been recorded. The state × caller side is walked in payment-walk.test.ts.

const at = new Date('2026-12-28T10:00:00Z');
const row = (over: Partial<PaymentRow>): PaymentRow => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  dealId: '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  charterId: '2b6f1c0e-5d4a-4f3b-9e8d-7c6b5a4f3e2d',
  seq: 1,
  kind: 'freight',
  label: 'Freight, 95% on loading',
  amount: 116_375_000,
  currency: 'USD',
  dueOn: '2026-12-27',
  releaseRule: 'loading',
  status: 'held',
  providerIntentId: null,
  releasedAmount: 0,
  refundedAmount: 0,
  ownerDoneAt: null,
  chartererConfirmedAt: null,
  autoReleaseAt: null,
  holdReason: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const charterer: Caller = { side: 'charterer', admin: false };
const owner: Caller = { side: 'owner', admin: false };
const paid = { retryable: false, refundable: true };

describe('what the parties may record on an instalment', () => {
  it.each([
    ['loading, not marked', row({}), ['claim'], ['mark_done', 'claim']],
    ['loading, marked', row({ ownerDoneAt: at }), ['confirm', 'claim'], ['claim']],
    ['loading, marked and confirmed', row({ ownerDoneAt: at, chartererConfirmedAt: at }), ['claim'], ['claim']],
    ['completion, not marked', row({ releaseRule: 'completion' }), ['confirm', 'claim'], ['mark_done', 'claim']],
    ['completion, unpaid', row({ releaseRule: 'completion', status: 'scheduled' }), ['pay', 'confirm'], ['mark_done']],
    ['a hire period', row({ kind: 'hire', releaseRule: 'period_start' }), ['claim'], ['claim']],
    ['the final hire balance', row({ kind: 'hire_balance', releaseRule: 'completion' }), ['confirm', 'claim'], ['claim']],
    ['loading, marked, on hold', row({ ownerDoneAt: at, status: 'on_hold' }), [], []],
    ['loading, marked, released', row({ ownerDoneAt: at, status: 'released' }), [], []],
  ] as const)('%s', (_, p, forCharterer, forOwner) => {
    expect(paymentActionsFor(p, charterer, paid)).toEqual(forCharterer);
    expect(paymentActionsFor(p, owner, paid)).toEqual(forOwner);
  });

  it('an admin gets the back office’s actions: a retry needs a charge the provider knows, a refund a paid one', () => {
    const failed = row({ status: 'failed' });
    expect(paymentActionsFor(failed, { side: null, admin: true }, { retryable: true, refundable: false })).toEqual(['retry']);
    expect(paymentActionsFor(failed, { side: null, admin: true }, { retryable: false, refundable: false })).toEqual([]);
    expect(paymentActionsFor(row({}), { side: null, admin: true }, { retryable: false, refundable: false })).toEqual(['hold', 'release']);
  });
});
