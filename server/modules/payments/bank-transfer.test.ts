import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentCharges, paymentReceipts } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { newKey, sealedDeal } from '../../test/payment-input';

// #25: nobody pays USD 1.2 million of freight by card. The charterer funds an instalment by bank transfer to the
// escrow account with a reference unique to it; the escrow bank's statement lines (an admin, in test mode) are matched
// by that reference; part of the sum waits for the rest, anything beyond it is not held and goes back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test's voyage terms: freight USD 1,225,000.00 (50,000 t at USD 24.50), 95% on loading = USD 1,163,750.00.
const FREIGHT_95 = 116_375_000;
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);
type Deal = Awaited<ReturnType<typeof sealedDeal>>;
const firstOf = async (d: Deal) => (await d.p.charterer.get(`/api/deals/${d.id}/payments`)).json.payments[0];
const transferOf = async (d: Deal) => (await firstOf(d)).bankTransfer;

async function openTransfer(d: Deal, key = newKey()) {
  const res = await d.p.charterer.post(`/api/payments/${d.payments[0].id}/checkout`, { idempotencyKey: key, method: 'bank_transfer' });
  expect(res.status).toBe(200);
  return (await transferOf(d)).instructions.reference as string;
}

async function received(admin: Awaited<ReturnType<TestApp['signedIn']>>, reference: string, amount: number, currency = 'USD') {
  const res = await admin.post('/api/simulated-provider/bank-transfers', { reference, amount, currency });
  await t.deps.jobs.runDue(); // the provider's signed event
  return res;
}

describe('funding an instalment by bank transfer (#25)', () => {
  it('the charterer gets the escrow account and a reference of its own; a second click answers the same', async () => {
    const d = await sealedDeal(t);
    const key = newKey();
    const reference = await openTransfer(d, key);
    expect(reference).toMatch(/^FL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
    const view = await firstOf(d);
    expect(view.status).toBe('pending');
    expect(view.bankTransfer).toMatchObject({
      state: 'awaiting',
      applied: 0,
      remaining: FREIGHT_95,
      excess: 0,
      receipts: [],
      instructions: {
        accountHolder: 'Fairlead Escrow (simulated)',
        iban: 'GB82WEST12345698765432',
        bic: 'WESTGB22',
        amount: FREIGHT_95,
        currency: 'USD',
        reference,
      },
    });
    expect(await openTransfer(d, key)).toBe(reference);
    expect(await openTransfer(d)).toBe(reference); // another click while it is open: the same reference, not a second one
    expect(await t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, d.payments[0].id))).toHaveLength(1);
    // Another charterer's reference is another one.
    const other = await sealedDeal(t);
    expect(await openTransfer(other)).not.toBe(reference);
  });

  it('only the deal’s charterer opens a transfer', async () => {
    const d = await sealedDeal(t);
    const owner = await d.p.owner.post(`/api/payments/${d.payments[0].id}/checkout`, { idempotencyKey: newKey(), method: 'bank_transfer' });
    expect(owner.status).toBe(403);
    const stranger = await t.signedIn('charterer', { verified: true });
    expect((await stranger.post(`/api/payments/${d.payments[0].id}/checkout`, { idempotencyKey: newKey(), method: 'bank_transfer' })).status).toBe(
      404,
    );
  });

  it('part of the sum is shown and waits; the rest puts the instalment in escrow; anything beyond is returned, not held', async () => {
    const d = await sealedDeal(t);
    const admin = await t.signedIn('admin');
    const reference = await openTransfer(d);

    const part = await received(admin, reference.toLowerCase().replace(/-/g, ' '), 60_000_000); // as typed from a statement
    expect([part.status, part.json.received, part.json.excess]).toEqual([200, 60_000_000, 0]);
    let view = await firstOf(d);
    expect(view.status).toBe('pending');
    expect(view.bankTransfer).toMatchObject({ state: 'awaiting', applied: 60_000_000, remaining: 56_375_000, excess: 0 });
    expect(await escrowOf(d.id)).toBe(0); // not in escrow until all of it is in: nothing can be released on part of it
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, d.p.charterer.id), eq(notifications.title, 'Part of the transfer received')));
    expect(told.map((n) => n.message)).toEqual([
      `Aegean Spirit: Received $600,000.00 of $1,163,750.00 with reference ${reference} for freight, 95% on loading: estimate on the nominal 50,000 t. Send the remaining $563,750.00 with the same reference: the instalment is held in escrow once all of it is in.`,
    ]);

    const rest = await received(admin, reference, 56_875_000); // USD 5,000.00 too much
    expect([rest.status, rest.json.received, rest.json.excess]).toEqual([200, FREIGHT_95, 500_000]);
    view = await firstOf(d);
    expect(view.status).toBe('held');
    expect(await escrowOf(d.id)).toBe(FREIGHT_95); // exactly the instalment: the excess is not escrow's
    expect(view.bankTransfer).toMatchObject({
      state: 'complete',
      applied: FREIGHT_95,
      remaining: 0,
      excess: 500_000,
      receipts: [
        { amount: 60_000_000, applied: 60_000_000, excess: 0 },
        { amount: 56_875_000, applied: 56_375_000, excess: 500_000 },
      ],
    });
    const flagged = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.title, 'Over-payment to return')));
    expect(flagged.map((n) => n.message)).toEqual([
      `Received $5,000.00 more than due with reference ${reference} (the instalment is $1,163,750.00: freight, 95% on loading: estimate on the nominal 50,000 t). It is not in escrow: return it to the sender through the provider.`,
    ]);

    // Money quoting a complete transfer's reference is all beyond it.
    const late = await received(admin, reference, 1_000);
    expect([late.json.received, late.json.excess]).toEqual([FREIGHT_95, 501_000]);
    expect((await transferOf(d)).excess).toBe(501_000);
    expect(await escrowOf(d.id)).toBe(FREIGHT_95);
  });

  it('a reference that is mistyped, unknown or in another currency is refused with its reason', async () => {
    const d = await sealedDeal(t);
    const admin = await t.signedIn('admin');
    const reference = await openTransfer(d);
    // One character changed: the check character catches it.
    const typo = reference.slice(0, 3) + (reference[3] === 'A' ? 'B' : 'A') + reference.slice(4);
    const bad = await received(admin, typo, 1_000);
    expect([bad.status, bad.json.error.message, bad.json.error.fields]).toEqual([
      400,
      'Enter the reference as issued, e.g. FL-7K3Q-9XW2-M',
      { reference: 'Enter the reference as issued, e.g. FL-7K3Q-9XW2-M' },
    ]);
    const unknown = await received(admin, 'FL-0000-0000-0', 1_000);
    expect([unknown.status, unknown.json.error.message]).toEqual([400, 'No transfer awaits this reference: check it against the instructions']);
    const euros = await received(admin, reference, 1_000, 'EUR');
    expect([euros.status, euros.json.error.message]).toEqual([400, 'This reference expects USD']);
    expect((await transferOf(d)).applied).toBe(0);
  });

  it('nobody but an admin records money received: a charterer cannot fund its own instalment by saying so', async () => {
    const d = await sealedDeal(t);
    const reference = await openTransfer(d);
    for (const who of [d.p.charterer, d.p.owner, t.agent()]) {
      const res = await who.post('/api/simulated-provider/bank-transfers', { reference, amount: FREIGHT_95, currency: 'USD' });
      expect([401, 403]).toContain(res.status);
    }
    await t.deps.jobs.runDue();
    expect([(await firstOf(d)).status, await escrowOf(d.id)]).toEqual(['pending', 0]);
  });

  it('what was received is kept: the database refuses to change or delete a receipt', async () => {
    const d = await sealedDeal(t);
    const admin = await t.signedIn('admin');
    await received(admin, await openTransfer(d), 1_000_000);
    expect(await refusalOf(t.db.update(paymentReceipts).set({ amount: 1 }))).toEqual(appendOnly('payment_receipts', 'UPDATE'));
    expect(await refusalOf(t.db.delete(paymentReceipts))).toEqual(appendOnly('payment_receipts', 'DELETE'));
    expect((await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, d.payments[0].id))).map((r) => r.amount)).toEqual([
      1_000_000,
    ]);
  });
});
