import type { BankTransferInstructions } from '../../common/payments/funding';
/**
 * One payment-provider interface; PAYMENTS_PROVIDER picks the implementation (simulated by default, or Stripe).
 * Every call that moves money carries an idempotency key: a retried call never charges, refunds or pays out twice.
 * Outcomes arrive as signed webhook events, handled once each (webhooks.ts), whatever their order.
 */
export type ProviderEvent = {
  /** The provider's event id: the unit of "processed once". */
  id: string;
  /**
   * charge.expired: the checkout ended without payment (left, cancelled, or timed out). charge.funds_received: part of
   * a bank transfer arrived (or more than was due); charge.succeeded ends a bank transfer once all of it is in.
   */
  type: 'charge.succeeded' | 'charge.failed' | 'charge.requires_action' | 'charge.expired' | 'charge.funds_received' | 'refund.succeeded' | 'other';
  /** The provider's charge reference and Fairlead's charge id (sent as metadata when the charge was started). */
  chargeRef: string | null;
  chargeId: string | null;
  /** For refund events, the idempotency key Fairlead gave the refund. */
  refundKey: string | null;
  amount: number;
  /** ISO code, upper case, of the event's amount; null for events Fairlead does not act on. */
  currency: string | null;
  /** What the provider kept of a successful charge, in minor units. */
  fee: number;
  failure: string | null;
  /** Bank transfers: what the provider has matched to the charge so far (at most its amount), and received beyond it. */
  received?: number;
  excess?: number;
  /** The payer's account at the provider, when an event names only it (Stripe's cash balance: money beyond a transfer). */
  payerAccount?: string;
};

export type StartCharge = {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  transferGroup: string;
  description: string;
  returnUrl: string;
  /** Hosted checkouts: where its "back" link leads, Fairlead's payments page marked so that it ends the checkout (#25). */
  cancelUrl?: string;
};

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  /** Creates the charge; the payer completes it at checkoutUrl. */
  startCharge(input: StartCharge): Promise<{ ref: string; checkoutUrl: string }>;
  /**
   * Ends an unpaid hosted checkout at once (the payer came back without paying), instead of after its 24 hours; the
   * provider then reports charge.expired as for a timed-out one. Refused (AppError 'conflict') if it was paid.
   */
  endCheckout(ref: string): Promise<void>;
  /** Opens a bank transfer: the escrow account's details and a reference unique to this charge. */
  startBankTransfer(input: StartCharge): Promise<{ ref: string; instructions: BankTransferInstructions; payerAccount?: string }>;
  /** The most this provider takes by card in one charge, in minor units of the currency (null: no limit). */
  cardLimit(currency: string): number | null;
  /** Charges again the payment method of an earlier, failed charge (an admin's retry). */
  retryCharge(input: StartCharge & { previousRef: string }): Promise<{ ref: string }>;
  /** Returns part or all of a charge to the payer. */
  refund(input: { chargeRef: string; amount: number; currency: string; idempotencyKey: string }): Promise<void>;
  /** Pays money out to an owner's bank account (the account active at the time; idempotency key: the payout's id). */
  payout(input: {
    payoutId: string;
    amount: number;
    currency: string;
    transferGroup: string;
    /** The owner's active bank account (its id changes with every new version of the details). */
    account: { id: string; holderName: string; iban: string; bic: string };
    owner: { id: string; email: string; company: string };
  }): Promise<{ ref: string }>;
  /** Checks the signature (300 s tolerance) and reads the event; throws AppError('validation') if it does not verify. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent;
}
