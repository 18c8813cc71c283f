import type { DbOrTx } from '../../db/client';
import { resolvePending, transfer, type AccountRef } from '../../lib/ledger';
import type { PaymentRow } from './access';

// The money each payment move shifts, as ledger transfers. Keys are derived from what caused the move (a charge, a
// release, a refund), so a move repeated by a retried job or a duplicate webhook is written once.

const accountOf = (p: PaymentRow, kind: AccountRef['kind']): AccountRef => ({ kind, dealId: p.dealId, currency: p.currency });
const global = (kind: 'provider_fees' | 'operating', currency: string): AccountRef => ({ kind, dealId: null, currency });

/** A charge started: the charterer's money is on its way into escrow (pending until the provider answers). */
export const holdForCharge = (tx: DbOrTx, p: PaymentRow, chargeId: string, at: Date) =>
  transfer(tx, {
    key: `charge:${chargeId}`,
    debit: accountOf(p, 'charterer'),
    credit: accountOf(p, 'escrow'),
    amount: p.amount,
    currency: p.currency,
    memo: `${p.label}: paid into escrow`,
    paymentId: p.id,
    at,
    pending: true,
  });

/** A charge reported failed succeeded after all: its pending transfer was voided, so the money is posted anew (once per charge). */
export const lateIntoEscrow = (tx: DbOrTx, p: PaymentRow, chargeId: string, at: Date) =>
  transfer(tx, {
    key: `charge:${chargeId}:late`,
    debit: accountOf(p, 'charterer'),
    credit: accountOf(p, 'escrow'),
    amount: p.amount,
    currency: p.currency,
    memo: `${p.label}: paid into escrow (after a failed attempt)`,
    paymentId: p.id,
    at,
  });

export const settleCharge = (tx: DbOrTx, pendingTransferId: string, succeeded: boolean, at: Date) =>
  resolvePending(tx, pendingTransferId, succeeded ? 'posted' : 'voided', at);

/** What the provider kept of a charge is Fairlead's cost, not the parties': escrow holds the full amount. */
export async function recordProviderFee(tx: DbOrTx, p: PaymentRow, chargeId: string, fee: number, at: Date) {
  if (fee > 0)
    await transfer(tx, {
      key: `fee:${chargeId}`,
      debit: global('operating', p.currency),
      credit: global('provider_fees', p.currency),
      amount: fee,
      currency: p.currency,
      memo: `Provider fee on ${p.label}`,
      paymentId: p.id,
      at,
    });
}

export const releaseToOwner = (tx: DbOrTx, p: PaymentRow, amount: number, key: string, at: Date) =>
  transfer(tx, {
    key,
    debit: accountOf(p, 'escrow'),
    credit: accountOf(p, 'owner_payable'),
    amount,
    currency: p.currency,
    memo: `${p.label}: released to the owner`,
    paymentId: p.id,
    at,
  });

export const refundFromEscrow = (tx: DbOrTx, p: PaymentRow, amount: number, key: string, at: Date) =>
  transfer(tx, {
    key,
    debit: accountOf(p, 'escrow'),
    credit: accountOf(p, 'refunds'),
    amount,
    currency: p.currency,
    memo: `${p.label}: refunded to the charterer`,
    paymentId: p.id,
    at,
  });

/** The provider confirmed the refund reached the charterer's card. */
export const refundReturned = (tx: DbOrTx, p: PaymentRow, amount: number, refundKey: string, at: Date) =>
  transfer(tx, {
    key: `returned:${refundKey}`,
    debit: accountOf(p, 'refunds'),
    credit: accountOf(p, 'charterer'),
    amount,
    currency: p.currency,
    memo: `${p.label}: refund received by the charterer`,
    paymentId: p.id,
    at,
  });
