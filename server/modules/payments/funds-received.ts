import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentCharges, paymentReceipts } from '../../db/schema';
import type { ProviderEvent } from '../../lib/payment-provider';
import type { PaymentRow } from './access';
import { flagToAdmins } from './admin-flags';
import type { PaymentDeps } from './deps';
import { money, recordPaymentEvent, tellParties, type DealParties } from './record';

type Charge = typeof paymentCharges.$inferSelect;

/**
 * Money arrived at the escrow bank quoting a charge's reference (#25). The provider reports what it has matched to the
 * charge so far and what came beyond it, as running totals; each report's increase is one receipt. Part of the sum
 * is shown and waits for the rest (the ledger's pending transfer is posted when the provider reports the charge
 * succeeded, all of it in); what came beyond the instalment is never held in escrow: it goes back to the sender, and
 * admins are told to see it returned.
 */
export async function fundsReceived(
  tx: DbOrTx,
  deps: PaymentDeps,
  deal: DealParties,
  p: PaymentRow,
  charge: Charge,
  e: Pick<ProviderEvent, 'id' | 'currency' | 'received' | 'excess'>,
  at: Date,
): Promise<string> {
  if (charge.method !== 'bank_transfer') return 'funds reported for a card charge: ignored';
  if (e.currency !== charge.currency) return 'funds in another currency than the transfer’s: ignored (the provider does not match them)';
  // Running totals, each only ever growing: an older report delivered after a newer one adds nothing, and a report of
  // one total alone (Stripe's cash balance names only the money beyond the transfer) leaves the other as it stands.
  const received = Math.max(charge.amountReceived, Math.min(e.received ?? 0, charge.amount));
  const excess = Math.max(charge.amountExcess, e.excess ?? 0);
  const applied = received - charge.amountReceived;
  const beyond = excess - charge.amountExcess;
  if (applied + beyond === 0) return 'no new money in this report: ignored';
  await tx.insert(paymentReceipts).values({
    chargeId: charge.id,
    paymentId: p.id,
    amount: applied + beyond,
    applied,
    excess: beyond,
    currency: charge.currency,
    providerEventId: e.id,
    receivedAt: at,
  });
  await tx.update(paymentCharges).set({ amountReceived: received, amountExcess: excess }).where(eq(paymentCharges.id, charge.id));
  const reference = charge.instructions?.reference ?? charge.providerRef ?? '';
  const remaining = charge.amount - received;
  await recordPaymentEvent(tx, deal, p, 'funds_received', { user: null, role: 'system' }, at, {
    amount: applied + beyond,
    reason: `Bank transfer received (reference ${reference}): ${money(p, received)} of ${money(p, charge.amount)} in${excess ? `, ${money(p, excess)} beyond it` : ''}`,
  });
  if (applied > 0 && remaining > 0) {
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['charterer'],
      'Part of the transfer received',
      `Received ${money(p, applied)} of ${money(p, charge.amount)} with reference ${reference} for ${p.label.toLowerCase()}. Send the remaining ${money(p, remaining)} with the same reference: the instalment is held in escrow once all of it is in.`,
      at,
    );
  }
  if (beyond > 0) {
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['charterer'],
      'More than due was received',
      `Received ${money(p, beyond)} more than due with reference ${reference} (the instalment is ${money(p, charge.amount)}: ${p.label.toLowerCase()}). It is not held in escrow: it is returned to the account it came from.`,
      at,
    );
    await flagToAdmins(tx, deps.appUrl, at, {
      action: 'payment.over_payment',
      paymentId: p.id,
      title: 'Over-payment to return',
      message: `Received ${money(p, beyond)} more than due with reference ${reference} (the instalment is ${money(p, charge.amount)}: ${p.label.toLowerCase()}). It is not in escrow: return it to the sender through the provider.`,
      details: { chargeId: charge.id, reference, amount: charge.amount, received, excess, currency: charge.currency },
    });
  }
  return remaining > 0
    ? `applied: ${received} of ${charge.amount} received`
    : beyond > 0
      ? `applied: ${beyond} received beyond the instalment`
      : 'applied: all of the transfer received';
}
