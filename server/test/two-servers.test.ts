import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm, voyageTerms, type Clocked } from './deal-input';
import { readEvents } from './sse';
import {
  browser,
  freePort,
  nextAddress,
  PUBLIC_URL,
  scratchDatabase,
  startInstance,
  startRelay,
  startS3,
  stopInstance,
  until,
  type Browser,
  type Instance,
} from './two-servers-setup';
import { imoSequence, validVessel } from './vessel-input';

// Two real server processes, as two machines behind a load balancer run them (decision 043): separate processes and
// data folders, one PostgreSQL database, one S3 bucket, each its own mail relay. Everything below goes through HTTP.
// PostgreSQL only: the embedded database lives inside one process.

const base = process.env.TEST_DATABASE_URL;
const wall: Clocked = { deps: { clock: { now: () => new Date() } } };
const nextImo = imoSequence(958_301);
const PASSWORD = 'harbour-master-42';
/** Short, so that a killed instance's jobs come back within the test; still far longer than any job here takes. */
const LEASE_SECONDS = 10;

describe.runIf(base)('two server instances on one PostgreSQL and one bucket', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let relays: Awaited<ReturnType<typeof startRelay>>[] = [];
  const dirs: string[] = [];
  const instances: { a?: Instance; b?: Instance } = {};
  let startA: () => Promise<Instance>;
  const A = () => instances.a!;
  const B = () => instances.b!;

  beforeAll(async () => {
    database = await scratchDatabase(base!);
    s3 = await startS3();
    relays = [await startRelay(), await startRelay()];
    const shared = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      APP_URL: PUBLIC_URL,
      AUTH_SECRET: 'two-servers-test-secret-0123456789abcdef',
      TRUST_PROXY: '1',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      ...s3.env,
    };
    const machine = (i: number) => {
      const dir = mkdtempSync(path.join(tmpdir(), `fairlead-two-${i}-`));
      dirs.push(dir);
      return { ...shared, DATA_DIR: dir, SMTP_URL: relays[i].url };
    };
    const [envA, envB] = [machine(0), machine(1)];
    const [portA, portB] = [await freePort(), await freePort()];
    startA = () => startInstance('A', envA, portA);
    [instances.a, instances.b] = await Promise.all([startA(), startInstance('B', envB, portB)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopInstance(instances.a), stopInstance(instances.b)]);
    await Promise.all(relays.map((r) => r.close()));
    await s3?.close();
    await database?.drop();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  }, 60_000);

  /** Every address either relay accepted mail for, counted. */
  const deliveries = () => {
    const counts = new Map<string, number>();
    for (const to of relays.flatMap((r) => r.accepted)) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  };

  /** A member registered through `on`, with the e-mail confirmed and the company verified as an admin would. */
  async function member(on: Instance, accountType: 'owner' | 'charterer') {
    const b = browser();
    const email = `${accountType}-${b.address}@example.com`;
    const res = await b.post(on, '/api/accounts/register', {
      name: `Two ${accountType}`,
      email,
      company: `${accountType} ${b.address}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType,
      agreeTerms: true,
    });
    expect(res.status).toBe(201);
    await database.db.query('update users set email_verified = true where email = $1', [email]);
    await database.db.query('update profiles set verified = true where id = (select id from users where email = $1)', [email]);
    return Object.assign(b, { email });
  }

  async function shipOf(owner: Browser, on: Instance) {
    const created = await owner.post(on, '/api/vessels', validVessel({ imo: nextImo(), name: 'Twin Harbour' }));
    expect(created.status).toBe(201);
    return created.json.vessel.id as string;
  }

  /** A contact form sent through `on` from an address of its own: it queues one e-mail, to `email`. */
  const contact = (on: Instance, email: string) =>
    browser(nextAddress()).post(on, '/api/site/contact', { name: 'Deck officer', email, topic: 'chartering', message: 'Two servers, one queue.' });

  it('carries a message sent through one instance to an event stream held on the other', async () => {
    const owner = await member(A(), 'owner');
    const charterer = await member(A(), 'charterer');
    const vesselId = await shipOf(owner, A());
    const conversation = (await charterer.post(A(), '/api/conversations', { vesselId })).json.id as string;

    const stream = readEvents(await owner.open(B(), '/api/events'));
    try {
      expect((await stream.next(10_000)).event).toBe('ready');
      const sent = await charterer.post(A(), `/api/conversations/${conversation}/messages`, { body: 'Sent through A, read on B' });
      expect(sent.status).toBe(201);
      let got = await stream.next(10_000);
      while (got.event !== 'message') got = await stream.next(10_000);
      expect(got.data).toEqual({ conversationId: conversation, messageId: sent.json.message.id });
    } finally {
      await stream.close();
    }
    const read = await owner.get(B(), `/api/conversations/${conversation}`);
    expect(read.json.conversation.messages.map((m: { body: string }) => m.body)).toContain('Sent through A, read on B');
  });

  it('serves a photo uploaded through one instance from the other, byte for byte', async () => {
    const owner = await member(A(), 'owner');
    const vesselId = await shipOf(owner, A());
    const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#1d4f7c' } })
      .jpeg()
      .toBuffer();
    const photo = await owner.upload(A(), `/api/vessels/${vesselId}/photos`, jpeg, 'bridge.jpg');
    expect(photo.status).toBe(201);
    const fromA = await browser().get(A(), photo.json.photo.url);
    const fromB = await browser().get(B(), photo.json.photo.url);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.bytes.length).toBeGreaterThan(0);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
  });

  it('runs 500 jobs queued through both instances exactly once each, on both', async () => {
    const emails = Array.from({ length: 500 }, (_, i) => `queue-${i}-${Date.now()}@example.com`);
    const before = relays.map((r) => r.accepted.length);
    // Sixteen at a time, alternating between the instances.
    for (let i = 0; i < emails.length; i += 16) {
      const answers = await Promise.all(emails.slice(i, i + 16).map((e, j) => contact((i + j) % 2 ? B() : A(), e)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    }
    expect(emails).toHaveLength(500);
    await until('every queued e-mail to be sent', () => (emails.every((e) => deliveries().has(e)) ? true : undefined), 90_000);
    // A second look after both runners have polled again: nothing arrives twice later either.
    await new Promise((r) => setTimeout(r, 1500));
    const counts = deliveries();
    expect(emails.filter((e) => counts.get(e) !== 1)).toEqual([]);
    const ranOn = relays.map((r, i) => r.accepted.slice(before[i]).filter((to) => to.startsWith('queue-')).length);
    expect(ranOn[0] + ranOn[1]).toBe(500);
    expect(ranOn[0]).toBeGreaterThan(0); // both instances ran some
    expect(ranOn[1]).toBeGreaterThan(0);
  }, 120_000);

  it('lets a deadline fall due once with both instances running', async () => {
    const owner = await member(A(), 'owner');
    const charterer = await member(B(), 'charterer');
    const vesselId = await shipOf(owner, A());
    const deal = await charterer.post(B(), '/api/deals', { vesselId, terms: voyageTerms(wall) });
    expect(deal.status).toBe(201);
    const dealId = deal.json.deal.id as string;
    const offered = await owner.post(A(), `/api/deals/${dealId}/offers`, firm(wall, voyageTerms(wall)));
    expect(offered.status).toBe(201);

    // The servers read the real clock and an offer's deadline is at least 15 minutes away: the test moves the
    // deadline into the past instead (offers refuse changes, so the rule is set aside in this session only), and
    // queues a second copy of its job, as a crash between running a job and marking it done would leave.
    const c = await database.db.connect();
    try {
      await c.query(`set session_replication_role = replica`);
      const { rows } = await c.query(`update offers set reply_by = now() - interval '1 second' where deal_id = $1 and status = 'live' returning id`, [
        dealId,
      ]);
      expect(rows).toHaveLength(1);
      await c.query(`set session_replication_role = origin`);
      await c.query(`update jobs set run_at = now() where kind = 'deal.lapse-offer' and payload->>'offerId' = $1`, [rows[0].id]);
      await c.query(`insert into jobs (kind, payload) values ('deal.lapse-offer', $1)`, [JSON.stringify({ offerId: rows[0].id })]);
    } finally {
      c.release();
    }

    const lapsed = (b: Browser, on: Instance) => async () => {
      const list = await b.get(on, '/api/notifications');
      const found = list.json.items.filter((n: { title: string }) => n.title === 'Offer lapsed');
      return found.length > 0 ? found : undefined;
    };
    await until('the offer to lapse', lapsed(charterer, A()), 30_000);
    await until('both jobs to be done', async () => {
      const { rows } = await database.db.query(`select count(*)::int as n from jobs where kind = 'deal.lapse-offer' and done_at is null`);
      return rows[0].n === 0 ? true : undefined;
    });
    expect(await lapsed(charterer, A())()).toHaveLength(1);
    expect(await lapsed(owner, B())()).toHaveLength(1);
    const { rows: log } = await database.db.query(`select event from deal_events where deal_id = $1 and event like 'lapse%'`, [dealId]);
    expect(log.map((r) => r.event)).toEqual(['lapse_offer']);
  }, 90_000);

  it('counts failed sign-ins across both instances: the eleventh from one address is refused wherever it lands', async () => {
    const victim = await member(A(), 'charterer');
    const guesser = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guesser.post(i % 2 ? B() : A(), '/api/auth/sign-in/email', { email: victim.email, password: `wrong-guess-${i}` })).status);
    }
    // As on one server: ten failures an hour for one account from one address, then 429.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  }, 60_000);

  it('loses nothing an instance acknowledged when it is killed with kill -9 mid-work', async () => {
    const [relayA] = relays;
    const run = Date.now();
    const acked: { id: string; email: string }[] = [];
    let sent = 0;
    let killed = false;
    // Six browsers send contact forms to A without pause; each stops at its first unanswered request.
    const sender = async () => {
      while (!killed) {
        const email = `kill-${sent++}-${run}@example.com`;
        const res = await contact(A(), email).catch(() => null);
        if (!res) return;
        if (res.status === 201) acked.push({ id: res.json.id, email });
      }
    };
    // A's relay stops answering: the mail jobs A claims stay claimed, in the middle of being sent.
    relayA.hold(true);
    try {
      const senders = Array.from({ length: 6 }, sender);
      await until('A to be in the middle of sending', () => (relayA.held.length > 0 && acked.length >= 30 ? true : undefined), 30_000);
      A().child.kill('SIGKILL');
      killed = true;
      await Promise.all(senders);
      await A().exited;
      expect(A().child.signalCode).toBe('SIGKILL');

      // Every contact form A answered 201 is stored.
      const ids = acked.map((a) => a.id);
      const { rows } = await database.db.query(`select count(*)::int as n from contact_messages where id::text = any($1)`, [ids]);
      expect(rows[0].n).toBe(acked.length);

      // The jobs A held come back to B once their lease ends, and every acknowledged form's e-mail goes out once.
      const heldByA = [...new Set(relayA.held)];
      const wanted = [...new Set([...acked.map((a) => a.email), ...heldByA])];
      expect(acked.length).toBeGreaterThan(0); // else "every e-mail sent" would hold of none
      await until('B to send every e-mail', () => (wanted.every((e) => deliveries().has(e)) ? true : undefined), (LEASE_SECONDS + 45) * 1000);
      // The relay accepts a message a moment before its job is marked done.
      const retaken = await until('the jobs A held to be marked done', async () => {
        const { rows: jobs } = await database.db.query(
          `select attempts from jobs where kind = 'mail.send' and payload->>'to' = any($1) and done_at is not null`,
          [heldByA],
        );
        return jobs.length === heldByA.length ? jobs : undefined;
      });
      // Claimed by A, then by B after the lease: two attempts each.
      expect(retaken.map((j) => j.attempts)).toEqual(heldByA.map(() => 2));
      const counts = deliveries();
      expect(wanted.filter((e) => counts.get(e) !== 1)).toEqual([]);
    } finally {
      relayA.hold(false);
      await stopInstance(instances.a);
      instances.a = await startA(); // the other tests run in any order
    }
  }, 180_000);
});
