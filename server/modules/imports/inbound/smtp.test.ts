import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports, jobs, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startInboundSmtp, type InboundSmtp } from './smtp';

/** Real SMTP end to end: nodemailer sends to the listener, the imports service stores, the job reads. */

let t: TestApp;
let smtp: InboundSmtp;
let transport: Transporter;
const DOMAIN = 'imports.fairlead.test';
type Member = Awaited<ReturnType<TestApp['signedIn']>>;

beforeAll(async () => {
  t = await createTestApp({ inboundMail: { smtpPort: 2525, smtpHost: '127.0.0.1', domain: DOMAIN } });
  smtp = await startInboundSmtp(t.deps, { port: 0, host: '127.0.0.1' });
  transport = createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.close();
});

const circular = [
  'From: Chartering Desk <desk@broker.example>',
  'To: list@broker.example',
  'Subject: OPEN TONNAGE / CARGO ORDERS',
  'Date: Tue, 24 Nov 2026 09:00:00 +0000',
  'Message-ID: <c1@broker.example>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Good morning, pls find our open tonnage:',
  '',
  'MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC',
  '',
  'Cargo orders:',
  '',
  '50,000 MT 10% MOLOO WHEAT ECSA/CHINA LAYCAN 20-30 DEC FRT IDEA USD 38 PMT',
  '',
  'Best regards',
  '',
].join('\r\n');

const send = (to: string[], raw: string | Buffer = circular) => transport.sendMail({ envelope: { from: 'desk@broker.example', to }, raw });

const addressOf = async (m: Member) => {
  const res = await m.get('/api/import/address');
  if (res.status !== 200) throw new Error(res.text);
  return res.json.address as string;
};
const importsOf = (companyId: string) => t.db.select().from(imports).where(eq(imports.companyId, companyId));

describe('mail to a company’s import address', () => {
  it('is stored for that company, queued, and read into drafts by the job', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const info = await send([await addressOf(owner)]);
    expect(info.rejected).toEqual([]);

    const [received] = await importsOf(owner.id);
    expect(received).toMatchObject({ source: 'email', status: 'received', submittedBy: null });
    expect(received.raw.toString('utf8')).toContain('MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC');

    await t.deps.jobs.runDue();
    const stored = await importsOf(owner.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'read', kind: 'mixed', subject: 'OPEN TONNAGE / CARGO ORDERS' });
    expect(stored[0].reading).toMatchObject({
      positions: [{ vessel_name: 'SEA ORCHID', dwt: 58000, built: 2014, open_area: 'CJK', open_from: '2026-12-10', open_to: '2026-12-15' }],
      cargoes: [{ commodity: 'wheat', quantity_mt: 50000, load_area: 'ECSA', laycan_from: '2026-12-20', laycan_to: '2026-12-30' }],
    });
  });

  it('is matched in any case', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    await send([(await addressOf(charterer)).toUpperCase()]);
    expect(await importsOf(charterer.id)).toHaveLength(1);
  });

  it('to an unknown token is refused with 550 and nothing is stored', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const address = await addressOf(owner);
    const wrong = address.replace(/\+[a-z2-7]/, (m) => (m === '+a' ? '+b' : '+a'));
    expect(wrong).not.toBe(address);
    await expect(send([wrong])).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('No such import address') });
    await expect(send([`import+nonsense@${DOMAIN}`, `postmaster@${DOMAIN}`])).rejects.toMatchObject({ responseCode: 550 });
    expect(await importsOf(owner.id)).toEqual([]);
  });

  it('after a rotation: the old address is refused, the new one accepted', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const old = await addressOf(owner);
    const rotated = await owner.post('/api/import/address/rotate', {});
    expect(rotated.status).toBe(200);
    await expect(send([old])).rejects.toMatchObject({ responseCode: 550 });
    expect(await importsOf(owner.id)).toEqual([]);
    await send([rotated.json.address]);
    expect(await importsOf(owner.id)).toHaveLength(1);
  });

  it('over 10 MB is refused with 552 while it streams, and nothing is stored', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const line = `${'x'.repeat(98)}\r\n`;
    const body = line.repeat(Math.ceil((10 * 1024 * 1024) / line.length) + 10);
    await expect(send([await addressOf(owner)], `${circular}${body}`)).rejects.toMatchObject({ responseCode: 552 });
    expect(await importsOf(owner.id)).toEqual([]);
    // The address still takes mail of a normal size afterwards.
    await send([await addressOf(owner)]);
    expect(await importsOf(owner.id)).toHaveLength(1);
  });

  it('to several companies is stored once per company; an unknown recipient beside them is refused', async () => {
    const a = await t.signedIn('owner', { verified: true });
    const b = await t.signedIn('charterer', { verified: true });
    const [addressA, addressB] = [await addressOf(a), await addressOf(b)];
    const unknown = `import+${'q'.repeat(26)}@${DOMAIN}`;
    const info = await send([addressA, addressB, addressA.toUpperCase(), unknown]);
    expect(info.rejected).toEqual([unknown]);
    expect(await importsOf(a.id)).toHaveLength(1);
    expect(await importsOf(b.id)).toHaveLength(1);
  });

  it('that cannot be stored is deferred with 451, so the sender tries again', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const failing = await startInboundSmtp(t.deps, {
      port: 0,
      host: '127.0.0.1',
      receive: () => Promise.reject(new Error('database unavailable')),
    });
    const other = createTransport({ host: '127.0.0.1', port: failing.port, secure: false, ignoreTLS: true });
    try {
      await expect(other.sendMail({ envelope: { from: 'desk@broker.example', to: [await addressOf(owner)] }, raw: circular })).rejects.toMatchObject({
        responseCode: 451,
      });
    } finally {
      other.close();
      await failing.close();
    }
    expect(await importsOf(owner.id)).toEqual([]);
  });
});

/** Speaks SMTP line by line, so the test can act between RCPT TO and DATA; answers each command's reply code. */
async function conversation(port: number) {
  const socket = connect(port, '127.0.0.1');
  let heard = '';
  let waiting: ((code: number) => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    heard += chunk.toString('utf8');
    // A reply is complete at a line `NNN text` (continuation lines are `NNN-text`).
    const done = /^(\d{3}) .*\r\n/m.exec(heard);
    if (done && waiting) {
      heard = '';
      const resolve = waiting;
      waiting = null;
      resolve(Number(done[1]));
    }
  });
  const reply = () => new Promise<number>((resolve) => (waiting = resolve));
  const say = (line: string) => {
    const next = reply();
    socket.write(`${line}\r\n`);
    return next;
  };
  expect(await reply()).toBe(220);
  return { say, close: () => socket.end() };
}

describe('mail to several companies, all or nothing', () => {
  it('stores it for none when one company cannot take it, so the sender’s retry duplicates nothing', async () => {
    const a = await t.signedIn('owner', { verified: true });
    const b = await t.signedIn('charterer', { verified: true });
    const [addressA, addressB] = [await addressOf(a), await addressOf(b)];
    const readJobs = async () => (await t.db.select().from(jobs).where(eq(jobs.kind, 'imports.read'))).length;
    const jobsBefore = await readJobs();
    const smtpTalk = await conversation(smtp.port);
    try {
      expect(await smtpTalk.say('EHLO client.example')).toBe(250);
      expect(await smtpTalk.say('MAIL FROM:<desk@broker.example>')).toBe(250);
      expect(await smtpTalk.say(`RCPT TO:<${addressA}>`)).toBe(250);
      expect(await smtpTalk.say(`RCPT TO:<${addressB}>`)).toBe(250);
      // B's account is erased between the recipients and the message: B's import cannot be stored, so A's is not either.
      await t.db.delete(users).where(eq(users.id, b.id));
      expect(await smtpTalk.say('DATA')).toBe(354);
      expect(await smtpTalk.say(`${circular.replace(/^\./gm, '..')}\r\n.`)).toBe(451);
    } finally {
      smtpTalk.close();
    }
    expect(await importsOf(a.id)).toEqual([]);
    expect(await readJobs()).toBe(jobsBefore);

    // The sender tries again; B's address is refused now, A gets the message exactly once.
    const retry = await send([addressA, addressB]);
    expect(retry.rejected).toEqual([addressB]);
    expect(await importsOf(a.id)).toHaveLength(1);
  });
});

describe('the listener', () => {
  it('advertises its size limit, and neither AUTH nor STARTTLS', async () => {
    const socket = connect(smtp.port, '127.0.0.1');
    let heard = '';
    let step: 'greeting' | 'ehlo' | 'done' = 'greeting';
    socket.on('data', (chunk: Buffer) => {
      heard += chunk.toString('utf8');
      if (step === 'greeting' && /^220 /m.test(heard)) {
        step = 'ehlo';
        socket.write('EHLO client.example\r\n');
      } else if (step === 'ehlo' && /^250 /m.test(heard)) {
        step = 'done';
        socket.end('QUIT\r\n');
      }
    });
    await new Promise((resolve) => socket.on('close', resolve));
    expect(heard).toMatch(/^250[- ]SIZE 10485760\r?$/m);
    expect(heard).not.toMatch(/STARTTLS|AUTH/);
  });
});
