import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devMail, notifications, payouts } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { uniqueIban } from '../../test/iban';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const FREIGHT_95 = 116_375_000; // 95% of 50,000 t at USD 24.50 = USD 1,163,750.00
type Deal = Awaited<ReturnType<typeof sealedDeal>>;
// What the owner reads while a review holds their payouts: no flag's own reason (#25).
const HELD_CHANGE = 'Fairlead is checking a change to your bank details before paying out. Nothing is needed from you unless we contact you.';
const HELD_DETAILS = 'Fairlead is checking your bank details before paying out. Nothing is needed from you unless we contact you.';
type Flag = { id: string; kind: string; ownerCompany: string; holderName: string; iban: string; accountStatus: string; detail: string };

/** Bank details after a fixture: the password, the e-mailed link, the 48 hours. */
async function setBankDetails(p: Deal['p'], details: { holderName: string; iban: string; bic: string }) {
  await t.db.delete(devMail).where(eq(devMail.to, p.owner.email));
  expect((await p.owner.put('/api/payouts/bank-details', { ...details, password: p.owner.password })).status).toBe(200);
  const mails = await t.db.select().from(devMail).where(eq(devMail.to, p.owner.email));
  const token = /bank-details\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))![1];
  expect((await p.owner.post('/api/payouts/bank-details/confirm', { token })).status).toBe(200);
  t.deps.clock.advance(48 * HOUR);
  await t.deps.jobs.runDue();
}

/** Paid into escrow, then released by an admin: the shortest way to money owed to the owner, whatever the release rules. */
async function releaseFirstInstalment({ p, payments: [freight] }: Deal) {
  await payWithCard(p.charterer, freight.id, cards.ok);
  const released = await admin.post(`/api/admin/payments/${freight.id}/release`, { reason: 'Loading completed: bills of lading seen' });
  expect([released.status, released.json.payment?.status]).toEqual([200, 'released']);
  await t.deps.jobs.runDue();
}

const paidOut = (dealId: string) => balanceOf(t.db, { kind: 'paid_out', dealId, currency: 'USD' }).then((b) => b.posted);
const sentPayouts = (dealId: string) => t.db.select().from(payouts).where(eq(payouts.dealId, dealId));
const flagsOf = async (company: string): Promise<Flag[]> =>
  ((await admin.get('/api/admin/payout-flags')).json.items as Flag[]).filter((f) => f.ownerCompany === company);
const companyOf = async (p: Deal['p']) => (await p.owner.get('/api/accounts/me')).json.profile.companyName as string;

describe('payout accounts flagged for an admin before any payout', () => {
  it('the same IBAN registered by two companies flags both accounts and holds the payout until an admin clears it', async () => {
    const a = await sealedDeal(t);
    const b = await sealedDeal(t);
    const [companyA, companyB] = [await companyOf(a.p), await companyOf(b.p)];
    const iban = uniqueIban();
    await setBankDetails(a.p, { holderName: companyA, iban, bic: 'NWBKGB2L' });
    expect(await flagsOf(companyA)).toEqual([]);
    await setBankDetails(b.p, { holderName: companyB, iban, bic: 'NWBKGB2L' });

    const [flagA] = await flagsOf(companyA);
    expect(await flagsOf(companyA)).toHaveLength(1);
    expect(flagA).toMatchObject({ kind: 'shared_iban', detail: `The same IBAN is registered by ${companyB}.` });
    expect(await flagsOf(companyB)).toMatchObject([{ kind: 'shared_iban', detail: `The same IBAN is registered by ${companyA}.` }]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.title, 'Payout account flagged: iban registered by another company')));
    expect(told.length).toBeGreaterThanOrEqual(2);

    // Released money stays with Fairlead: no payout opened, nothing paid out.
    await releaseFirstInstalment(a);
    expect([await sentPayouts(a.id), await paidOut(a.id)]).toEqual([[], 0]);
    // The owner reads that a review holds it, not who else registered the IBAN (#25).
    expect((await a.p.owner.get(`/api/deals/${a.id}/payments`)).json.payoutHeld).toEqual({ reason: HELD_DETAILS });

    // An owner cannot clear it; an admin must give a reason; then the payout goes, once.
    expect((await a.p.owner.post(`/api/admin/payout-flags/${flagA.id}/clear`, { reason: 'Called the owner' })).status).toBe(403);
    expect((await admin.post(`/api/admin/payout-flags/${flagA.id}/clear`, { reason: '' })).status).toBe(400);
    expect(
      (
        await admin.post(`/api/admin/payout-flags/${flagA.id}/clear`, {
          reason: 'Called the owner on the number in their verification file: the account is theirs',
        })
      ).status,
    ).toBe(204);
    const again = await admin.post(`/api/admin/payout-flags/${flagA.id}/clear`, { reason: 'twice' });
    expect([again.status, again.json.error.message]).toEqual([409, 'This flag is already cleared']);
    await t.deps.jobs.runDue();
    const sent = await sentPayouts(a.id);
    expect(sent.map((s) => [s.status, s.amount])).toEqual([['sent', FREIGHT_95]]);
    expect(await paidOut(a.id)).toBe(FREIGHT_95);
    // The payout's own state changes are in the audit log too: opened (sending), then sent.
    const payoutAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payout'), eq(auditLog.entityId, sent[0].id)))
      .orderBy(auditLog.id);
    expect(
      payoutAudit.map((r) => [r.action, (r.after as { status: string; amount: number }).status, (r.after as { amount: number }).amount]),
    ).toEqual([
      ['payout.opened', 'sending', FREIGHT_95],
      ['payout.sent', 'sent', FREIGHT_95],
    ]);

    const cleared = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payout.flag_cleared'), eq(auditLog.actorId, admin.id)))
    ).filter((r) => (r.before as { flagId: string }).flagId === flagA.id);
    expect(cleared).toHaveLength(1);
    expect(cleared[0].after).toEqual({ reason: 'Called the owner on the number in their verification file: the account is theirs' });
  });

  // Expected kinds from the issue: a payee name change or a country change raises a flag; a new account of the same
  // payee in the same country does not.
  const changes = [
    { what: 'a new payee name', holder: 'Poseidon Trading Ltd', country: 'GB' as const, kinds: ['payee_changed'] },
    { what: 'a bank in another country', holder: null, country: 'DE' as const, kinds: ['country_changed'] },
    { what: 'the same payee, same country, new account', holder: null, country: 'GB' as const, kinds: [] },
  ];
  for (const change of changes) {
    it(`a change to ${change.what} flags ${change.kinds.join(', ') || 'nothing'}`, async () => {
      const deal = await sealedDeal(t);
      const company = await companyOf(deal.p);
      await setBankDetails(deal.p, { holderName: company, iban: uniqueIban('GB'), bic: 'NWBKGB2L' });
      await setBankDetails(deal.p, {
        holderName: change.holder ?? company,
        iban: uniqueIban(change.country),
        bic: change.country === 'GB' ? 'NWBKGB2L' : 'COBADEFFXXX',
      });
      const flags = await flagsOf(company);
      expect(flags.map((f) => f.kind)).toEqual(change.kinds);
      await releaseFirstInstalment(deal);
      expect(await paidOut(deal.id)).toBe(change.kinds.length ? 0 : FREIGHT_95);
      if (!change.kinds.length) return;
      expect((await admin.post(`/api/admin/payout-flags/${flags[0].id}/clear`, { reason: 'Confirmed by telephone with the owner' })).status).toBe(
        204,
      );
      await t.deps.jobs.runDue();
      expect(await paidOut(deal.id)).toBe(FREIGHT_95);
    });
  }

  it('the owner’s payments page says the payout is held for review; the charterer’s says nothing of it (#25)', async () => {
    const deal = await sealedDeal(t);
    const company = await companyOf(deal.p);
    const held = async (who: Deal['p']['owner'] | typeof admin) => {
      const res = await who.get(`/api/deals/${deal.id}/payments`);
      expect(res.status).toBe(200);
      return res.json.payoutHeld;
    };
    await setBankDetails(deal.p, { holderName: company, iban: uniqueIban('GB'), bic: 'NWBKGB2L' });
    expect(await held(deal.p.owner)).toBeNull(); // the first account, nothing to review
    await setBankDetails(deal.p, { holderName: 'Poseidon Trading Ltd', iban: uniqueIban('GB'), bic: 'NWBKGB2L' });
    await releaseFirstInstalment(deal);
    expect(await paidOut(deal.id)).toBe(0);
    expect(await held(deal.p.owner)).toEqual({ reason: HELD_CHANGE });
    expect(await held(admin)).toEqual({ reason: HELD_CHANGE });
    expect(await held(deal.p.charterer)).toBeNull();
    const [flag] = await flagsOf(company);
    expect((await admin.post(`/api/admin/payout-flags/${flag.id}/clear`, { reason: 'Confirmed by telephone with the owner' })).status).toBe(204);
    await t.deps.jobs.runDue();
    expect([await held(deal.p.owner), await paidOut(deal.id)]).toEqual([null, FREIGHT_95]);
  });

  it('a flag on a change an admin blocked leaves the list: that account will never be paid', async () => {
    const deal = await sealedDeal(t);
    const company = await companyOf(deal.p);
    await setBankDetails(deal.p, { holderName: company, iban: uniqueIban('GB'), bic: 'NWBKGB2L' });
    expect(
      (
        await deal.p.owner.put('/api/payouts/bank-details', {
          holderName: 'Poseidon Trading Ltd',
          iban: uniqueIban('GB'),
          bic: 'NWBKGB2L',
          password: deal.p.owner.password,
        })
      ).status,
    ).toBe(200);
    expect((await flagsOf(company)).map((f) => [f.kind, f.accountStatus])).toEqual([['payee_changed', 'awaiting_confirmation']]);
    const [waiting] = ((await admin.get('/api/admin/payout-changes')).json.items as { id: string; ownerCompany: string }[]).filter(
      (c) => c.ownerCompany === company,
    );
    expect((await admin.post(`/api/admin/payout-changes/${waiting.id}/block`, { reason: 'The owner says the request was not theirs' })).status).toBe(
      204,
    );
    expect(await flagsOf(company)).toEqual([]);
  });
});
