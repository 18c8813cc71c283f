import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { notifications, profiles, vessels } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import { pageResponse, templateFrom } from '../../lib/web-pages';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #27: an open order whose poster is no longer verified, or whose account is suspended, is off the board: not listed,
// its page not found, matched to no ship, told to no one. Its poster and admins still read it, with the reason.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let admin: Member;
let owner: Member;
let watcher: Member;
/** A Supramax open at Santos 28 days out: fits validCargo's 50,000 t wheat Santos → Qingdao, laycan 30–35 days out. */
let ship: string;
const nextImo = imoSequence(962_400);

const UNVERIFIED = 'Your company is not verified: your orders are off the cargo board, and offered to no ship, until Fairlead verifies it again.';
const SUSPENDED = 'Fairlead suspended your account: see your e-mail for the reason.';

const template = templateFrom(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Fairlead</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);

/** The page as a crawler gets it: the web app's server renderer reading the API in-process, no session. */
async function crawl(path: string): Promise<string> {
  const rendered = await renderPage(new Request(`http://127.0.0.1:3000${path}`), { origin: ORIGIN, api: async (p, init) => t.app.request(p, init) });
  if (rendered === null) throw new Error(`no page at ${path}`);
  return rendered instanceof Response ? rendered.text() : pageResponse(template, rendered).text();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  owner = await t.signedIn('owner', { verified: true });
  watcher = await t.signedIn('owner', { verified: true });
  const saved = await watcher.post('/api/saved-searches', { kind: 'cargoes', name: 'Any wheat', query: { commodity: 'wheat' } });
  expect(saved.status, saved.text).toBe(201);
  const res = await owner.post('/api/vessels', validVessel({ name: 'Santos Spirit', imo: nextImo(), openPort: 'BRSSZ', openDate: dayFrom(t, 28) }));
  expect(res.status, res.text).toBe(201);
  ship = res.json.vessel.id;
  await t.db
    .update(vessels)
    .set({ ladenSpeedKn: 13.5, ladenConsumptionT: 28, ballastSpeedKn: 14, ballastConsumptionT: 25, portConsumptionT: 3, cranes: 4, craneSwlT: 30 })
    .where(eq(vessels.id, ship));
});
afterAll(() => t.close());

/** A verified charterer of its own and its order (each test its own: tests run in random order). */
async function postedOrder(quantityT: number) {
  const poster = await t.signedIn('charterer', { verified: true });
  const res = await poster.post('/api/cargoes', validCargo(t, { quantityT }));
  expect(res.status, res.text).toBe(201);
  return { poster, id: res.json.cargo.id as string };
}
const unverify = (m: Member) => t.db.update(profiles).set({ verified: false }).where(eq(profiles.id, m.id));
const boardIds = async (who: ReturnType<TestApp['agent']>) => {
  const res = await who.get('/api/cargoes');
  expect(res.status).toBe(200);
  return res.json.items.map((c: { id: string }) => c.id) as string[];
};
const shipMatchIds = async () => {
  const res = await owner.get(`/api/vessels/${ship}/matches`);
  expect(res.status, res.text).toBe(200);
  return res.json.items.map((m: { cargo: { id: string } }) => m.cargo.id) as string[];
};
const noticesAbout = (m: Member, title: string, id: string) =>
  t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.title, title), eq(notifications.linkPath, `/cargoes/${id}`)));

describe('an order whose poster is no longer verified', () => {
  it('leaves the board, its page and their HTML; its poster and admins still read it, with the reason', async () => {
    const { poster, id } = await postedOrder(43_210);
    // Before: on the board for everyone, no reason given to its poster.
    expect(await boardIds(t.agent())).toContain(id);
    expect((await poster.get(`/api/cargoes/${id}`)).json.cargo.hiddenReasons).toEqual([]);
    expect(await crawl('/cargoes')).toContain('43,210 t');
    expect(await crawl(`/cargoes/${id}`)).toContain('Wheat, 43,210 t');

    await unverify(poster);
    for (const who of [t.agent(), owner, await t.signedIn('charterer', { verified: true })]) {
      expect(await boardIds(who)).not.toContain(id);
      const page = await who.get(`/api/cargoes/${id}`);
      expect([page.status, page.json.error.message]).toEqual([404, 'Cargo order not found']);
    }
    expect(await crawl('/cargoes')).not.toContain('43,210 t');
    expect(await crawl(`/cargoes/${id}`)).not.toContain('43,210 t');

    const mine = (await poster.get('/api/cargoes/mine')).json.items;
    expect(mine.map((c: { id: string; status: string; hiddenReasons: string[] }) => [c.id, c.status, c.hiddenReasons])).toEqual([
      [id, 'open', [UNVERIFIED]],
    ]);
    for (const who of [poster, admin]) {
      const page = await who.get(`/api/cargoes/${id}`);
      expect([page.status, page.json.cargo.hiddenReasons]).toEqual([200, [UNVERIFIED]]);
    }

    // Verified again: back on the board, no reason left.
    await t.db.update(profiles).set({ verified: true }).where(eq(profiles.id, poster.id));
    expect(await boardIds(t.agent())).toContain(id);
    expect((await poster.get(`/api/cargoes/${id}`)).json.cargo.hiddenReasons).toEqual([]);
  });

  it('is matched to no ship: not in the ship’s list, and its own list is empty with the reason', async () => {
    const { poster, id } = await postedOrder(44_321);
    expect(await shipMatchIds()).toContain(id);
    expect((await poster.get(`/api/cargoes/${id}/matches`)).json.items.length).toBeGreaterThan(0);

    await unverify(poster);
    expect(await shipMatchIds()).not.toContain(id);
    const own = await poster.get(`/api/cargoes/${id}/matches`);
    expect([own.status, own.json.items, own.json.hidden]).toEqual([200, [], [UNVERIFIED]]);
    const owners = await owner.get(`/api/cargoes/${id}/matches`);
    expect([owners.status, owners.json.error.message]).toEqual([404, 'Cargo order not found']);
  });

  it('tells no owner and no saved search of it, and its poster of no new ship', async () => {
    // The control: the jobs a post queues tell the owner and the watcher of a verified poster's order.
    const told = await postedOrder(45_432);
    expect(await noticesAbout(owner, 'A new cargo order fits your ship', told.id)).toHaveLength(1);
    expect(await noticesAbout(watcher, 'A new cargo order for your saved search', told.id)).toHaveLength(1);

    // The poster is unverified between the post and its jobs (held here; the queue runs them moments later).
    t.holdJobs();
    try {
      const poster = await t.signedIn('charterer', { verified: true });
      const res = await poster.post('/api/cargoes', validCargo(t, { quantityT: 46_543 }));
      expect(res.status, res.text).toBe(201);
      const id = res.json.cargo.id as string;
      await unverify(poster);
      await t.deps.jobs.runDue();
      expect(await noticesAbout(owner, 'A new cargo order fits your ship', id)).toEqual([]);
      expect(await noticesAbout(watcher, 'A new cargo order for your saved search', id)).toEqual([]);

      // A ship newly published that fits it: its verified charterer is told, not the unverified one.
      await enqueue(t.db, 'matching.position-published', { vesselId: ship });
      await t.deps.jobs.runDue();
      expect(await noticesAbout(told.poster, 'A ship fits your cargo order', told.id)).toHaveLength(1);
      const toPoster = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, poster.id), eq(notifications.title, 'A ship fits your cargo order')));
      expect(toPoster).toEqual([]);
    } finally {
      t.resumeJobs();
    }
  });
});

describe('an order whose poster is suspended', () => {
  it('leaves the board and its page; admins read it with the reason', async () => {
    const { poster, id } = await postedOrder(47_654);
    const res = await admin.post(`/api/admin/users/${poster.id}/suspend`, { reason: 'Misleading cargo orders' });
    expect(res.status, res.text).toBe(200);
    expect(await boardIds(t.agent())).not.toContain(id);
    expect((await owner.get(`/api/cargoes/${id}`)).status).toBe(404);
    expect(await shipMatchIds()).not.toContain(id);
    const page = await admin.get(`/api/cargoes/${id}`);
    expect([page.status, page.json.cargo.hiddenReasons]).toEqual([200, [SUSPENDED]]);
  });
});
