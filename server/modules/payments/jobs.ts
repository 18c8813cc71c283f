import type { JobKinds } from '../../lib/jobs';
import { dealParties } from '../charters/fixed-deal';
import type { PaymentDeps } from './deps';
import { applyBankDetailsChange } from './bank-details';
import { payOut } from './payouts';
import { releaseWhenDue } from './release';

type PaymentJobs = Pick<JobKinds, 'payments.auto-release' | 'payments.period-start' | 'payments.refund' | 'payouts.apply-change' | 'payments.payout'>;

/** The payment jobs: releases when their time comes, and refunds sent to the provider (its idempotency key makes a retry safe). */
export function paymentJobHandlers(deps: PaymentDeps): { [K in keyof PaymentJobs]: (payload: PaymentJobs[K]) => Promise<void> } {
  return {
    'payments.auto-release': ({ paymentId }) => releaseWhenDue(deps, paymentId, dealParties),
    'payments.period-start': ({ paymentId }) => releaseWhenDue(deps, paymentId, dealParties),
    'payments.refund': ({ chargeRef, amount, currency, key }) => deps.provider.refund({ chargeRef, amount, currency, idempotencyKey: key }),
    'payouts.apply-change': ({ accountId }) => applyBankDetailsChange(deps, accountId),
    'payments.payout': ({ dealId }) => payOut(deps, dealId),
  };
}
