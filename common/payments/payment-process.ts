/**
 * One instalment of a charter's payment schedule, and the one state it is in. The server applies these moves only;
 * the ledger (server/lib/ledger.ts) records the money each move shifts, in the same transaction.
 */
export const paymentStates = ['scheduled', 'pending', 'failed', 'held', 'on_hold', 'released', 'refunded', 'settled', 'cancelled'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentMoves = {
  /** The charterer (or an admin's retry) starts a charge: a pending transfer into escrow waits for the provider. */
  pay: { from: ['scheduled', 'failed'], to: 'pending' },
  /**
   * The provider confirms the charge: the pending transfer is posted; the money is in escrow. Also from failed: a
   * failure is not final (on Stripe Checkout the payer may try another card on the same page and succeed).
   */
  succeed: { from: ['pending', 'failed'], to: 'held' },
  /** The provider declines: the pending transfer is voided; the charterer may pay again, an admin may retry. */
  fail: { from: ['pending'], to: 'failed' },
  /**
   * The checkout ended without payment (left, cancelled or expired: Stripe's checkout.session.expired): the pending
   * transfer is voided and the instalment is due again, so the charterer can pay it (#25).
   */
  expire: { from: ['pending', 'failed'], to: 'scheduled' },
  /** The release condition is met (or an admin releases): escrow pays the owner. */
  release: { from: ['held', 'on_hold'], to: 'released' },
  /** A party raises a claim, or an admin holds it: nothing moves until an admin resolves it. */
  hold: { from: ['held'], to: 'on_hold' },
  /** An admin returns all of it to the charterer. */
  refund: { from: ['held', 'on_hold'], to: 'refunded' },
  /** An admin refunds part (resolving a claim, or on their own): the rest goes to the owner. */
  settle: { from: ['held', 'on_hold'], to: 'settled' },
  /**
   * The ship is redelivered (#25): hire not yet paid is settled by the final hire statement instead (its balance is
   * hire earned less hire paid), so the instalment is no longer owed. Payment rows are never deleted (a trigger).
   */
  cancel: { from: ['scheduled', 'failed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly PaymentState[]; to: PaymentState }>;
export type PaymentMove = keyof typeof paymentMoves;

export const canMove = (state: PaymentState, move: PaymentMove) => (paymentMoves[move].from as readonly PaymentState[]).includes(state);

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
