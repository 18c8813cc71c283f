import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { maskedIban } from '../../../common/payments/bank-details';
import { formatAmount } from '../../../common/payments/money';
import type { DbOrTx } from '../../db/client';
import { deals, payments, payoutAccounts, payoutFlags, payouts, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { balanceOf, resolvePending, transfer, type AccountRef } from '../../lib/ledger';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { dealHeadline } from './deal-headline';
import type { PaymentDeps } from './deps';

// Released money leaves Fairlead for the owner's bank: owner payable -> paid out, pending until the provider confirms
// the payout. Always to the account ACTIVE when it is sent: a change of bank details still in its 48 hours (or blocked)
// is never used. Without an active account the money waits, and goes when one applies; so does money for an account
// an admin flag holds, until the flag is cleared.

const acct = (dealId: string, currency: string, kind: 'owner_payable' | 'paid_out'): AccountRef => ({ kind, dealId, currency });

/** Queued with every release (same transaction): pay what the deal owes its owner. */
export const queuePayout = (tx: DbOrTx, dealId: string) => enqueue(tx, 'payments.payout', { dealId });

/** When an owner's bank details become active, what their deals owe them goes out. */
export async function queuePayoutsOfOwner(tx: DbOrTx, ownerId: string) {
  const rows = await tx
    .selectDistinct({ dealId: payments.dealId })
    .from(payments)
    .innerJoin(deals, eq(deals.id, payments.dealId))
    .where(and(eq(deals.ownerId, ownerId), inArray(payments.status, ['released', 'settled'])));
  for (const r of rows) await queuePayout(tx, r.dealId);
}

export async function payOut(deps: PaymentDeps, dealId: string): Promise<void> {
  const opened = await deps.db.transaction(async (tx) => {
    const [deal] = await tx.select({ ownerId: deals.ownerId }).from(deals).where(eq(deals.id, dealId)).for('update');
    // A payout a crash left in flight is sent again first, under the same idempotency key: never twice, never lost.
    const [inFlight] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.dealId, dealId), eq(payouts.status, 'sending')));
    if (inFlight) {
      const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.id, inFlight.payoutAccountId));
      return { row: inFlight, account };
    }
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.ownerId, deal.ownerId), eq(payoutAccounts.status, 'active')));
    if (!account) return null; // waits for the owner's bank details (queuePayoutsOfOwner sends it then)
    // Held for review: a shared IBAN or a changed payee or country waits for an admin (clearing it queues this again).
    const [flagged] = await tx
      .select({ id: payoutFlags.id })
      .from(payoutFlags)
      .where(and(eq(payoutFlags.payoutAccountId, account.id), isNull(payoutFlags.clearedAt)))
      .limit(1);
    if (flagged) return null;
    const [currencyRow] = await tx.select({ currency: payments.currency }).from(payments).where(eq(payments.dealId, dealId)).limit(1);
    if (!currencyRow) return null;
    const due = await balanceOf(tx, acct(dealId, currencyRow.currency, 'owner_payable'));
    const amount = due.posted - due.pendingDebits;
    if (amount <= 0) return null;
    const id = randomUUID();
    const at = deps.clock.now();
    const pending = await transfer(tx, {
      key: `payout:${id}`,
      debit: acct(dealId, currencyRow.currency, 'owner_payable'),
      credit: acct(dealId, currencyRow.currency, 'paid_out'),
      amount,
      currency: currencyRow.currency,
      memo: `Paid out to ${maskedIban(account.iban)}`,
      at,
      pending: true,
    });
    const [row] = await tx
      .insert(payouts)
      .values({
        id,
        dealId,
        ownerId: deal.ownerId,
        payoutAccountId: account.id,
        amount,
        currency: currencyRow.currency,
        status: 'sending',
        pendingTransferId: pending.id,
        createdAt: at,
      })
      .returning();
    await recordAudit(tx, {
      actor: null,
      action: 'payout.opened',
      entity: 'payout',
      entityId: id,
      after: { status: 'sending', dealId, amount, currency: currencyRow.currency, iban: maskedIban(account.iban) },
    });
    return { row, account };
  });
  if (!opened) return;
  const { row, account } = opened;
  try {
    // Outside any transaction (a slow provider holds no locks); the payout's id is the provider's idempotency key.
    const owner = await ownerOf(deps.db, row.ownerId);
    const { ref } = await deps.provider.payout({
      payoutId: row.id,
      amount: row.amount,
      currency: row.currency,
      account,
      owner,
      transferGroup: `deal_${dealId}`,
    });
    await deps.db.transaction(async (tx) => {
      await resolvePending(tx, row.pendingTransferId, 'posted', deps.clock.now());
      await tx.update(payouts).set({ status: 'sent', providerRef: ref, settledAt: deps.clock.now() }).where(eq(payouts.id, row.id));
      await recordAudit(tx, {
        actor: null,
        action: 'payout.sent',
        entity: 'payout',
        entityId: row.id,
        before: { status: 'sending' },
        after: { status: 'sent', dealId, amount: row.amount, currency: row.currency, iban: maskedIban(account.iban), providerRef: ref },
      });
      // Names the ship and voyage: an owner with several fixtures reads which one was paid (#25).
      const { ship, headline } = await dealHeadline(tx, dealId);
      await notifyAndMailMany(
        tx,
        [
          {
            userId: row.ownerId,
            title: `Payout sent: ${ship}`,
            message: `${formatAmount(row.amount, row.currency)} released from escrow for ${headline} was paid to ${account.holderName}, ${maskedIban(account.iban)}.`,
            link: { url: `${deps.appUrl}/app/deals/${dealId}/payments`, label: 'Open the payments' },
            category: 'deals',
          },
        ],
        deps.clock.now(),
      );
    });
  } catch (err) {
    // An unclear outcome (the provider unreachable, a 5xx) leaves the payout in flight: the queue's retry sends it again
    // under the same idempotency key, so it is paid once whatever happened. Only a clear refusal ends it.
    if (!(err instanceof AppError)) throw err;
    await deps.db.transaction(async (tx) => {
      await resolvePending(tx, row.pendingTransferId, 'voided', deps.clock.now());
      await tx.update(payouts).set({ status: 'failed', failure: err.message, settledAt: deps.clock.now() }).where(eq(payouts.id, row.id));
      await recordAudit(tx, {
        actor: null,
        action: 'payout.failed',
        entity: 'payout',
        entityId: row.id,
        before: { status: 'sending' },
        after: { status: 'failed', dealId, amount: row.amount, currency: row.currency, failure: err.message },
      });
    });
    throw err; // the queue retries with backoff: a new payout, to the account active then
  }
}

const ownerOf = async (db: DbOrTx, id: string) => {
  const [o] = await db
    .select({ id: users.id, email: users.email, company: profiles.companyName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id));
  return o;
};

/** What was paid out of a deal, for its payments page. */
export async function paidOutOf(db: DbOrTx, dealId: string) {
  return db
    .select({ amount: payouts.amount, currency: payouts.currency, sentAt: payouts.settledAt, iban: payoutAccounts.iban })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
    .where(and(eq(payouts.dealId, dealId), notInArray(payouts.status, ['sending', 'failed'])));
}
