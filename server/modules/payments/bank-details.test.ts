import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, deals, devMail, notifications, payments, payoutAccounts } from '../../db/schema';
import { dealParties } from '../../test/deal-input';
import { INSUFFICIENT_PRIVILEGE, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
// The published example IBANs (valid checksums) and their banks' BICs.
const first = { holderName: 'Aegean Bulk Carriers S.A.', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' };
const second = { holderName: 'Aegean Bulk Carriers S.A.', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };
const tokenIn = async (to: string) => {
  const mails = await t.db.select().from(devMail).where(eq(devMail.to, to));
  const text = mails.map((m) => m.text).join('\n');
  return /bank-details\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
};

describe('payout bank details', () => {
  it('checks the IBAN by its checksum and the BIC by its format, with the form’s messages', async () => {
    const { owner } = await dealParties(t);
    const badIban = await owner.put('/api/payouts/bank-details', { ...first, iban: 'GB82 WEST 1234 5698 7654 33' });
    expect([badIban.status, badIban.json.error.fields.iban]).toEqual([
      400,
      'This IBAN is not valid: check the country code, the length and the check digits',
    ]);
    const badBic = await owner.put('/api/payouts/bank-details', { ...first, bic: 'NWB-GB2' });
    expect(badBic.json.error.fields.bic).toBe('A SWIFT/BIC code is 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500');
    const charterer = await t.signedIn('charterer');
    expect((await charterer.put('/api/payouts/bank-details', first)).status).toBe(403);
  });

  it('apply at once before the owner’s first fixture, masked when shown', async () => {
    const { owner } = await dealParties(t);
    const res = await owner.put('/api/payouts/bank-details', first);
    expect(res.json).toMatchObject({ locked: false, change: null, active: { iban: 'GB82 •••• 5432', bic: 'NWBKGB2L', status: 'active' } });
  });

  it('after a fixture, a change needs the password, the e-mailed link and 48 hours, and the charterers with money due are told', async () => {
    const { p } = await sealedDeal(t);
    // Details set before the fixture existed would have applied at once; here the owner sets them after it.
    const noPassword = await p.owner.put('/api/payouts/bank-details', first);
    expect([noPassword.status, noPassword.json.error.fields.password]).toEqual([400, 'Enter your password to change bank details after a fixture']);
    expect((await p.owner.put('/api/payouts/bank-details', { ...first, password: 'not-my-password' })).status).toBe(400);
    const asked = await p.owner.put('/api/payouts/bank-details', { ...first, password: p.owner.password });
    expect(asked.json).toMatchObject({ locked: true, active: null, change: { status: 'awaiting_confirmation' } });
    const token = await tokenIn(p.owner.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect((await p.owner.post('/api/payouts/bank-details/confirm', { token: 'x'.repeat(43) })).status).toBe(409);
    const before = t.deps.clock.now().getTime();
    const confirmed = await p.owner.post('/api/payouts/bank-details/confirm', { token });
    expect(confirmed.json.change.status).toBe('pending');
    const waits = Date.parse(confirmed.json.change.appliesAt) - before;
    expect(waits).toBeGreaterThanOrEqual(48 * HOUR);
    expect(waits).toBeLessThan(48 * HOUR + 10_000);
    expect((await p.owner.post('/api/payouts/bank-details/confirm', { token })).status).toBe(409); // single use
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, p.charterer.id));
    expect(told.map((n) => n.title)).toContain('Owner’s bank details are changing');

    t.deps.clock.advance(48 * HOUR - 60_000);
    await t.deps.jobs.runDue();
    expect((await p.owner.get('/api/payouts/bank-details')).json.active).toBeNull();
    t.deps.clock.advance(60_000);
    await t.deps.jobs.runDue();
    expect((await p.owner.get('/api/payouts/bank-details')).json).toMatchObject({ active: { bic: 'NWBKGB2L' }, change: null });
  });

  it('an admin can block a change during its 48 hours: the old account stays', async () => {
    const { p } = await sealedDeal(t);
    const admin = await t.signedIn('admin');
    // The first details, then a change.
    await p.owner.put('/api/payouts/bank-details', { ...first, password: p.owner.password });
    await p.owner.post('/api/payouts/bank-details/confirm', { token: await tokenIn(p.owner.email) });
    t.deps.clock.advance(48 * HOUR);
    await t.deps.jobs.runDue();
    await t.db.delete(devMail).where(eq(devMail.to, p.owner.email));
    await p.owner.put('/api/payouts/bank-details', { ...second, password: p.owner.password });
    await p.owner.post('/api/payouts/bank-details/confirm', { token: await tokenIn(p.owner.email) });
    const waiting = (await admin.get('/api/admin/payout-changes')).json.items.filter((c: { bic: string }) => c.bic === 'COBADEFFXXX');
    expect(waiting).toHaveLength(1);
    expect(
      (
        await admin.post(`/api/admin/payout-changes/${waiting[0].id}/block`, {
          reason: 'Requested from an unknown device; owners reached by phone say it was not them',
        })
      ).status,
    ).toBe(204);
    t.deps.clock.advance(49 * HOUR);
    await t.deps.jobs.runDue();
    expect((await p.owner.get('/api/payouts/bank-details')).json).toMatchObject({ active: { bic: 'NWBKGB2L' }, change: null });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, p.owner.id));
    expect(told.map((n) => n.title)).toContain('Bank details change blocked');
  });

  describe('the lock outlives a cancelled fixture (#24)', () => {
    const passwordNeeded = [400, 'Enter your password to change bank details after a fixture'];
    const cancelCharter = async (dealId: string) => {
      const [charter] = await t.db.select({ id: charters.id }).from(charters).where(eq(charters.dealId, dealId));
      const admin = await t.signedIn('admin');
      const res = await admin.post(`/api/admin/charters/${charter.id}/cancel`, { reason: 'Charterers’ sanctions screening failed after fixture' });
      expect(res.status).toBe(200);
      return admin;
    };

    it('an admin’s cancellation of the only fixed deal leaves the money in escrow and the change still locked', async () => {
      const {
        p,
        id,
        payments: [freight],
      } = await sealedDeal(t);
      await payWithCard(p.charterer, freight.id, cards.ok);
      await cancelCharter(id);
      const [deal] = await t.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, id));
      expect(deal.stage).toBe('cancelled');
      expect((await p.owner.get('/api/payouts/bank-details')).json.locked).toBe(true);
      const res = await p.owner.put('/api/payouts/bank-details', first);
      expect([res.status, res.json.error.fields.password]).toEqual(passwordNeeded);
      expect(await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, p.owner.id))).toHaveLength(0);
    });

    it('a cancelled fixture still counts once every instalment is settled for good', async () => {
      const { p, id, payments: list } = await sealedDeal(t);
      expect(list).toHaveLength(2);
      // Both paid in, then Fairlead cancels the charter (which cancels only what was not paid) and refunds them.
      for (const x of list) await payWithCard(p.charterer, x.id, cards.ok);
      const admin = await cancelCharter(id);
      for (const x of list) {
        const refunded = await admin.post(`/api/admin/payments/${x.id}/refund`, { reason: 'Charter cancelled: all money back' });
        expect(refunded.json.payment.status).toBe('refunded');
      }
      const res = await p.owner.put('/api/payouts/bank-details', first);
      expect([res.status, res.json.error.fields.password]).toEqual(passwordNeeded);
    });

    it('money not yet settled keeps the lock even where the deal’s fixture time is missing', async () => {
      const { p, id } = await sealedDeal(t);
      // A deal record without its fixture time (and its charter not confirmed): only the unsettled instalments remain.
      await t.db.update(deals).set({ fixedAt: null }).where(eq(deals.id, id));
      await t.db.update(charters).set({ status: 'cancelled' }).where(eq(charters.dealId, id));
      const unsettled = await t.db.select({ status: payments.status }).from(payments).where(eq(payments.dealId, id));
      expect(unsettled.map((x) => x.status)).toEqual(['scheduled', 'scheduled']);
      const res = await p.owner.put('/api/payouts/bank-details', first);
      expect([res.status, res.json.error.fields.password]).toEqual(passwordNeeded);
    });

    it('a confirmed charter made outside a deal counts as a fixture too', async () => {
      const { owner, charterer, vesselId } = await dealParties(t);
      await t.db.insert(charters).values({
        vesselId,
        ownerId: owner.id,
        chartererId: charterer.id,
        startDate: '2027-09-01',
        endDate: '2027-09-20',
        status: 'confirmed',
        totalAmount: 100,
      });
      const res = await owner.put('/api/payouts/bank-details', first);
      expect([res.status, res.json.error.fields.password]).toEqual(passwordNeeded);
    });
  });

  it('keeps every version: an account is never rewritten or deleted', async () => {
    const { owner } = await dealParties(t);
    await owner.put('/api/payouts/bank-details', first);
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id));
    expect(await refusalOf(t.db.update(payoutAccounts).set({ iban: 'GB33BUKB20201555555555' }).where(eq(payoutAccounts.id, row.id)))).toEqual({
      code: INSUFFICIENT_PRIVILEGE,
      message: 'payout bank details never change: a change is a new version',
    });
    expect(await refusalOf(t.db.delete(payoutAccounts).where(eq(payoutAccounts.id, row.id)))).toEqual({
      code: INSUFFICIENT_PRIVILEGE,
      message: 'payout bank details are kept: DELETE is not allowed',
    });
  });
});
