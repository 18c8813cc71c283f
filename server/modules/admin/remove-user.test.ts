import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, cargoOrders, charters, deals, notifications, payments, profiles, sessions, users, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { refusalOf, restrictedBy } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';
import { dealParties, openDeal } from '../../test/deal-input';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const nextImo = imoSequence(913_001);

/** An owner with a vessel (and a photo), a charterer, three charters between them and two payments. */
async function fixture() {
  const owner = await t.signedIn('owner', { verified: true });
  const charterer = await t.signedIn('charterer', { verified: true });
  const vessel = (await owner.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b4f8a' } })
    .png()
    .toBuffer();
  expect((await owner.upload(`/api/vessels/${vessel}/photos`, 'file', photo, 'ship.png')).status).toBe(201);
  const made = await t.db
    .insert(charters)
    .values(
      [
        ['2099-01-01', '2099-01-10', 'completed'],
        ['2099-02-01', '2099-02-10', 'confirmed'],
        ['2099-03-01', '2099-03-10', 'cancelled'],
      ].map(([startDate, endDate, status]) => ({
        vesselId: vessel,
        chartererId: charterer.id,
        ownerId: owner.id,
        startDate,
        endDate,
        status: status as 'completed',
        totalAmount: 12_000_000,
        currency: 'USD',
      })),
    )
    .returning();
  // The payments of a fixed deal between them (instalments of its schedule; one released to the owner, one in escrow).
  const at = new Date();
  const [deal] = await t.db
    .insert(deals)
    .values({ vesselId: vessel, chartererId: charterer.id, ownerId: owner.id, charterType: 'voyage', stage: 'fixed', createdAt: at, updatedAt: at })
    .returning();
  await t.db.insert(payments).values(
    made.slice(0, 2).map((c, i) => ({
      dealId: deal.id,
      charterId: c.id,
      seq: i + 1,
      kind: 'freight' as const,
      label: `Freight part ${i + 1}`,
      amount: 12_000_000,
      currency: 'USD',
      dueOn: '2099-01-01',
      releaseRule: 'loading' as const,
      status: i ? ('held' as const) : ('released' as const),
      createdAt: at,
      updatedAt: at,
    })),
  );
  return { owner, charterer, vessel, charterIds: made.map((c) => c.id) };
}

const moneyOf = async (userId: string) => {
  const cs = await t.db
    .select()
    .from(charters)
    .where(or(eq(charters.chartererId, userId), eq(charters.ownerId, userId)));
  const ps = (await t.db.select().from(payments)).filter((p) => cs.some((c) => c.id === p.charterId));
  return { charters: cs.length, payments: ps.length };
};

describe('removing a member with charters', () => {
  it('erases the charterer: every charter and payment stays, the person is gone, sign-in is impossible', async () => {
    const { charterer } = await fixture();
    expect(await moneyOf(charterer.id)).toEqual({ charters: 3, payments: 2 });
    const res = await admin.del(`/api/admin/users/${charterer.id}`);
    expect(res.status).toBe(204);

    expect(await moneyOf(charterer.id)).toEqual({ charters: 3, payments: 2 });
    const [user] = await t.db.select().from(users).where(eq(users.id, charterer.id));
    expect(user.email).not.toBe(charterer.email);
    expect(user.name).toBe('Erased member');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, charterer.id));
    expect(profile).toMatchObject({
      companyName: 'Erased member',
      contactPhone: null,
      contactAddress: null,
      companyRegistration: null,
      verified: false,
    });
    expect(profile.erasedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, charterer.id))).toHaveLength(0);
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, charterer.id))).toHaveLength(0);
    expect((await charterer.get('/api/accounts/me')).status).toBe(401);
    expect((await t.agent().signIn(charterer.email, charterer.password)).status).toBe(401);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, charterer.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['account.registered', 'user.erased']));
    expect((await admin.del(`/api/admin/users/${charterer.id}`)).status).toBe(409);
  });

  it('erases an owner: the vessel with charters is archived, not deleted', async () => {
    const { owner, vessel } = await fixture();
    expect((await admin.del(`/api/admin/users/${owner.id}`)).status).toBe(204);
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, vessel));
    expect(row.archivedAt).toBeInstanceOf(Date);
    expect(await moneyOf(owner.id)).toEqual({ charters: 3, payments: 2 });
    expect((await t.agent().get(`/api/vessels/${vessel}`)).status).toBe(404);
  });

  it('deletes a member with no charter outright, with the audit record kept', async () => {
    const u = await t.signedIn('owner');
    const v = (await u.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
    expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await t.db.select().from(vessels).where(eq(vessels.id, v))).toHaveLength(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(audit.map((a) => a.action)).toContain('user.deleted');
  });
});

describe('the database itself', () => {
  it('refuses to delete a user, a vessel or a charter that money records hang on', async () => {
    const { owner, charterer, vessel, charterIds } = await fixture();
    expect(await refusalOf(t.db.delete(users).where(eq(users.id, charterer.id)))).toEqual(
      restrictedBy('users', 'charters_charterer_id_users_id_fk', 'charters'),
    );
    expect(await refusalOf(t.db.delete(users).where(eq(users.id, owner.id)))).toEqual(
      restrictedBy('users', 'vessels_owner_id_users_id_fk', 'vessels'),
    );
    expect(await refusalOf(t.db.delete(vessels).where(eq(vessels.id, vessel)))).toEqual(
      restrictedBy('vessels', 'charters_vessel_id_vessels_id_fk', 'charters'),
    );
    expect(await refusalOf(t.db.delete(charters).where(eq(charters.id, charterIds[0])))).toEqual(
      restrictedBy('charters', 'payments_charter_id_charters_id_fk', 'payments'),
    );
    expect(await moneyOf(charterer.id)).toEqual({ charters: 3, payments: 2 });
  });
});

describe('removing a member who only negotiated or talked', () => {
  it('erases a charterer whose only trace is an enquiry and a conversation: both stay, with their counterparty', async () => {
    const p = await dealParties(t);
    const dealId = await openDeal(t, p);
    const talk = (await p.charterer.post('/api/conversations', { dealId })).json.id;
    expect((await p.charterer.post(`/api/conversations/${talk}/messages`, { body: 'Is the Q88 current?' })).status).toBe(201);
    expect((await admin.del(`/api/admin/users/${p.charterer.id}`)).status).toBe(204);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, p.charterer.id));
    expect([profile.companyName, profile.erasedAt instanceof Date]).toEqual(['Erased member', true]);
    const seen = (await p.owner.get(`/api/conversations/${talk}`)).json.conversation;
    expect([seen.counterpart, seen.messages.length]).toEqual(['Erased member', 1]);
    expect((await p.owner.get(`/api/deals/${dealId}`)).status).toBe(200);
  });
});

describe('removing a member whose only records are cargo orders', () => {
  it('erases the poster: the orders stay as history, the open one withdrawn, off the board, and its lapse tells no one', async () => {
    const poster = await t.signedIn('charterer', { verified: true });
    const posted = async (quantityT: number) => {
      const res = await poster.post('/api/cargoes', validCargo(t, { quantityT }));
      expect(res.status, res.text).toBe(201);
      return res.json.cargo.id as string;
    };
    const open = await posted(50_000);
    const closed = await posted(40_000);
    expect((await poster.post(`/api/cargoes/${closed}/withdraw`, {})).status).toBe(200);
    const reader = await t.signedIn('owner', { verified: true });
    expect((await reader.get(`/api/cargoes/${open}`)).status).toBe(200);

    const res = await admin.del(`/api/admin/users/${poster.id}`);
    expect([res.status, res.text]).toEqual([204, '']);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, poster.id));
    expect([profile.companyName, profile.verified, profile.erasedAt instanceof Date]).toEqual(['Erased member', false, true]);
    const orders = await t.db.select({ id: cargoOrders.id, status: cargoOrders.status }).from(cargoOrders).where(eq(cargoOrders.posterId, poster.id));
    expect(orders.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: open, status: 'withdrawn' },
        { id: closed, status: 'withdrawn' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const withdrawals = await t.db.select().from(auditLog).where(eq(auditLog.entityId, open));
    expect(withdrawals.filter((a) => a.action === 'cargo.withdrawn').map((a) => a.actorId)).toEqual([admin.id]);

    expect((await reader.get(`/api/cargoes/${open}`)).json.error.message).toBe('Cargo order not found');
    const board = await t.agent().get('/api/cargoes');
    expect(board.json.items.filter((o: { id: string }) => o.id === open)).toEqual([]);

    // Past the laycan, the order's lapse job finds it withdrawn: nothing changes, no one is told.
    t.deps.clock.advance(40 * 24 * 3600_000);
    await t.deps.jobs.runDue();
    expect((await t.db.select({ status: cargoOrders.status }).from(cargoOrders).where(eq(cargoOrders.id, open)))[0].status).toBe('withdrawn');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, poster.id))).toEqual([]);
  });
});
