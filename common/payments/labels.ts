import type { PaymentEventKind, PaymentState, ReleaseRule } from './payment-process';

// The words the product uses for a payment's state, its release rules and its record, in the app and the back office.
export { paymentStateLabels } from './payment-process';

export const paymentStateTones: Record<PaymentState, 'green' | 'blue' | 'yellow' | 'red' | 'gray'> = {
  scheduled: 'yellow',
  pending: 'blue',
  failed: 'red',
  held: 'blue',
  on_hold: 'red',
  released: 'green',
  refunded: 'gray',
  settled: 'green',
  cancelled: 'gray',
};

export function releaseRuleText(rule: ReleaseRule, autoReleaseDays: number, dueOn: string): string {
  const auto = `or ${autoReleaseDays} days after the owner’s mark if no claim is raised`;
  switch (rule) {
    case 'delivery':
      return `Released to the owner when the owner marks the ship delivered and the charterer confirms, ${auto}.`;
    case 'loading':
      return `Released to the owner when the owner marks loading completed and the charterer confirms, ${auto}.`;
    case 'completion':
      return `Released to the owner when the charterer confirms completion, ${auto}.`;
    case 'period_start':
      return `Released to the owner when this hire period starts (${dueOn}), once the ship is delivered.`;
  }
}

export const markDoneLabels: Record<Exclude<ReleaseRule, 'period_start'>, string> = {
  delivery: 'Mark ship delivered',
  loading: 'Mark loading completed',
  completion: 'Mark voyage completed',
};
export const confirmLabels: Record<Exclude<ReleaseRule, 'period_start'>, string> = {
  delivery: 'Confirm delivery',
  loading: 'Confirm loading',
  completion: 'Confirm completion',
};

export const paymentEventLabels: Record<PaymentEventKind, string> = {
  schedule: 'Added to the schedule',
  charge_start: 'Payment started',
  charge_action: 'Waiting for the bank’s confirmation',
  charge_succeed: 'Paid into escrow',
  charge_fail: 'Payment failed',
  owner_done: 'Marked done by the owner',
  charterer_confirm: 'Confirmed by the charterer',
  release: 'Released to the owner',
  claim: 'Claim raised',
  admin_hold: 'Held by Fairlead',
  refund: 'Refunded to the charterer',
  settle: 'Resolved: part refunded, the rest released',
  retry: 'Charge retried by Fairlead',
  charge_expire: 'Checkout ended without payment: due again',
  funds_received: 'Bank transfer received',
  cancel: 'Settled by the final hire statement: no longer due',
};
