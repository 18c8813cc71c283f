import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { databaseFromTemplate } from './database-template';

// What two machines behind a load balancer share, started for the two-servers test (decision 043): one PostgreSQL
// database, one S3 bucket (s3rver on loopback), one public address and one auth secret. Each machine has its own
// process, data folder and mail relay.

const root = path.resolve(import.meta.dirname, '..', '..');
/** The load balancer's address: both instances are configured with it, and browsers send it as their Origin. */
export const PUBLIC_URL = 'http://localhost:8080';

/** A free TCP port on loopback, as the kernel hands one out. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls `check` until it answers a value other than undefined, or throws after `ms` naming `what`. */
export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A scratch database copied from the migrated template: the migrations ran once, and each server's start finds nothing to do. */
export async function scratchDatabase(base: string) {
  const scratch = await databaseFromTemplate(base, 'fairlead_two');
  const db = new pg.Pool({ connectionString: scratch.url, max: 3 });
  return {
    url: scratch.url,
    db,
    drop: async () => {
      await db.end();
      await scratch.drop();
    },
  };
}

/** The shared bucket. */
export async function startS3() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fairlead-two-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'fairlead-two' }] });
  const { port } = await s3.run();
  return {
    env: {
      S3_BUCKET: 'fairlead-two',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One machine's mail relay: an SMTP peer that records each message it accepted, by recipient. `hold(true)` makes it
 * take messages in and never answer, as a stuck relay does: a job sending through it stays claimed, mid-work.
 */
export async function startRelay() {
  const accepted: string[] = [];
  const held: string[] = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      if (holding) {
        held.push(...to);
        stream.resume(); // read and never answer: the sender waits until it dies
        return;
      }
      stream.resume();
      stream.on('end', () => {
        accepted.push(...to);
        callback();
      });
    },
  });
  server.on('error', () => {}); // a sender killed mid-message resets its connection: expected here
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    /** The recipients of messages taken in while holding, never answered. */
    held,
    hold: (on: boolean) => {
      holding = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Instance = { name: string; url: string; child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** Starts `node --import tsx server/index.ts`, as `npm start` does, and waits until GET /api/ready answers 200. */
export async function startInstance(name: string, env: Record<string, string>, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  await until(
    `${name} to be ready`,
    async () => {
      if (gone) throw new Error(`${name} exited before it was ready:\n${output}`);
      const res = await fetch(`${url}/api/ready`).catch(() => null);
      return res?.status === 200 ? true : undefined;
    },
    90_000,
  );
  return { name, url, child, exited, output: () => output };
}

/** Ends an instance (if it still runs): SIGTERM, then SIGKILL if it has not gone within 10 s. */
export async function stopInstance(i: Instance | undefined) {
  if (!i || i.child.exitCode !== null || i.child.signalCode !== null) return;
  i.child.kill('SIGTERM');
  const late = setTimeout(() => i.child.kill('SIGKILL'), 10_000);
  await i.exited;
  clearTimeout(late);
}

let addresses = 0;
/** A client address of its own (the proxy in front of both instances passes it in X-Forwarded-For). */
export const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export type Answer = { status: number; json: any; text: string; bytes: Buffer; headers: Headers };

/**
 * A browser behind the load balancer: one cookie jar and one client address, whichever instance a request lands on.
 * Each call names the instance it goes to.
 */
export function browser(address = nextAddress()) {
  const jar = new Map<string, string>();
  const headers = (extra: Record<string, string> = {}) => ({
    origin: PUBLIC_URL,
    'x-forwarded-for': address,
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    ...extra,
  });
  async function send(to: Instance, method: string, path: string, body?: string | FormData, extra: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${to.url}${path}`, { method, headers: headers(extra), body });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      if (pair.slice(i + 1) === '' || /max-age=0/i.test(c)) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text, bytes, headers: res.headers };
  }
  return {
    address,
    get: (to: Instance, p: string) => send(to, 'GET', p),
    post: (to: Instance, p: string, body: unknown = {}) => send(to, 'POST', p, JSON.stringify(body), { 'content-type': 'application/json' }),
    upload: (to: Instance, p: string, data: Buffer, filename: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), filename);
      return send(to, 'POST', p, form);
    },
    /** A streaming GET (the event stream): the caller reads and cancels the body. */
    open: (to: Instance, p: string) => fetch(`${to.url}${p}`, { headers: headers() }),
  };
}
export type Browser = ReturnType<typeof browser>;
