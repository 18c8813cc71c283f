import { transition, type Machine, type Step } from '../lifecycle/transition';

/**
 * One instalment of a charter's payment schedule, and the one state it is in. The server applies these moves only;
 * the ledger (server/lib/ledger.ts) records the money each move shifts, in the same transaction.
 */
export const paymentStates = ['scheduled', 'pending', 'failed', 'held', 'on_hold', 'released', 'refunded', 'settled', 'cancelled'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** The instalment's state in the words both parties read. */
export const paymentStateLabels: Record<PaymentState, string> = {
  scheduled: 'Due',
  pending: 'Processing',
  failed: 'Failed',
  held: 'In escrow',
  on_hold: 'On hold',
  released: 'Released',
  refunded: 'Refunded',
  settled: 'Settled',
  cancelled: 'Not owed',
};

/** Who fires a move: a party, an admin in the back office, or Fairlead itself (the provider's webhooks, the jobs). */
export const paymentActors = ['charterer', 'owner', 'admin', 'system'] as const;
export type PaymentActor = (typeof paymentActors)[number];

type PaymentMoves = Record<
  'pay' | 'succeed' | 'fail' | 'expire' | 'release' | 'hold' | 'refund' | 'settle' | 'cancel',
  Step<PaymentState, PaymentActor>
>;
const moves: PaymentMoves = {
  /** The charterer (or an admin's retry) starts a charge: a pending transfer into escrow waits for the provider. */
  pay: { from: ['scheduled', 'failed'], by: ['charterer', 'admin'], to: ['pending'], why: 'Paying into escrow' },
  /**
   * The provider confirms the charge: the pending transfer is posted; the money is in escrow. Also from failed: a
   * failure is not final (on Stripe Checkout the payer may try another card on the same page and succeed).
   */
  succeed: { from: ['pending', 'failed'], by: ['system'], to: ['held'], why: 'The provider confirming the charge' },
  /** The provider declines: the pending transfer is voided; the charterer may pay again, an admin may retry. */
  fail: { from: ['pending'], by: ['system'], to: ['failed'], why: 'The provider declining the charge' },
  /**
   * The checkout ended without payment (left, cancelled or expired: Stripe's checkout.session.expired): the pending
   * transfer is voided and the instalment is due again, so the charterer can pay it (#25).
   */
  expire: { from: ['pending', 'failed'], by: ['system'], to: ['scheduled'], why: 'Ending the checkout without payment' },
  /**
   * The release condition is met, or an admin releases: escrow pays the owner. The charterer's confirmation, the
   * owner's mark (once the charterer has confirmed), the claim window closing or a hire period starting may meet it.
   */
  release: { from: ['held', 'on_hold'], by: ['charterer', 'owner', 'system', 'admin'], to: ['released'], why: 'Releasing the money to the owner' },
  /** A party raises a claim, or an admin holds it: nothing moves until an admin resolves it. */
  hold: { from: ['held'], by: ['charterer', 'owner', 'admin'], to: ['on_hold'], why: 'Holding the money' },
  /** An admin returns all of it to the charterer (or the final hire statement does, on redelivery). */
  refund: { from: ['held', 'on_hold'], by: ['admin', 'system'], to: ['refunded'], why: 'Refunding the money' },
  /** An admin refunds part (resolving a claim, or on their own), or the final hire statement does: the rest goes to the owner. */
  settle: { from: ['held', 'on_hold'], by: ['admin', 'system'], to: ['settled'], why: 'Refunding part of the money' },
  /**
   * The ship is redelivered (#25): hire not yet paid is settled by the final hire statement instead (its balance is
   * hire earned less hire paid), so the instalment is no longer owed. Payment rows are never deleted (a trigger).
   * Fairlead does it when the owner records the redelivery.
   */
  cancel: { from: ['scheduled', 'failed'], by: ['system'], to: ['cancelled'], why: 'Cancelling the instalment' },
};
export type PaymentMove = keyof PaymentMoves;

/** The payment's lifecycle: the server changes an instalment's state only through transition() on this table. */
export const paymentLifecycle: Machine<PaymentState, PaymentMove, PaymentActor> = {
  noun: 'instalment',
  label: (state) => paymentStateLabels[state],
  steps: moves,
};

/** Whether the table lets `actor` fire `move` from `state` (a service may refuse more, by its own facts). */
export const mayMove = (state: PaymentState, move: PaymentMove, actor: PaymentActor) => transition(paymentLifecycle, state, move, actor).ok;

/**
 * What the caller may do to an instalment now, listed by the server with each instalment (from the table above, the
 * caller's side and the service's own facts); the screens show these buttons and no others. `mark_done`: the owner is
 * the one to mark it next (the instalment's `mark.refusal` says why not yet); `refund` covers a partial refund (settle).
 */
export const paymentActions = ['pay', 'mark_done', 'confirm', 'claim', 'retry', 'hold', 'release', 'refund'] as const;
export type PaymentAction = (typeof paymentActions)[number];

/** Money has left escrow for good: nothing more can happen to the instalment. */
export const finalStates = ['released', 'refunded', 'settled', 'cancelled'] as const satisfies readonly PaymentState[];
export const isFinal = (state: PaymentState) => (finalStates as readonly PaymentState[]).includes(state);

export const instalmentKinds = ['hire', 'freight', 'freight_balance', 'demurrage', 'hire_balance'] as const;
export type InstalmentKind = (typeof instalmentKinds)[number];

/**
 * When held money goes to the owner. `delivery` and `loading`: the owner marks it done and the charterer confirms;
 * `completion`: the charterer confirms; `period_start`: the hire period has begun (after delivery). For every rule
 * but period_start the money also goes N days after the owner marked it done if no claim was raised.
 */
export const releaseRules = ['delivery', 'loading', 'period_start', 'completion'] as const;
export type ReleaseRule = (typeof releaseRules)[number];

export const paymentEventKinds = [
  'schedule',
  'charge_start',
  'charge_action',
  'charge_succeed',
  'charge_fail',
  'owner_done',
  'charterer_confirm',
  'release',
  'claim',
  'admin_hold',
  'refund',
  'settle',
  'retry',
  'charge_expire',
  'funds_received',
  'cancel',
] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];
