import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '../../common/accounts/schemas';
import { bootstrap } from '../bootstrap';
import type { Config } from '../config';
import { createAdmin } from '../modules/admin/users-service';
import { contractChecker } from './contract-check';
import { databaseFromTemplate, pgliteImage } from './database-template';

export const ORIGIN = 'http://localhost:3000';

/** A scratch PostgreSQL database per test file when TEST_DATABASE_URL is set; in-memory PGlite otherwise. */
async function scratchDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  return databaseFromTemplate(base, 'fairlead_test');
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 3000,
    host: '127.0.0.1',
    dataDir: '.test-data/unused',
    appUrl: ORIGIN,
    mailFrom: 'Fairlead <no-reply@fairlead.test>',
    authSecret: 'test-secret-test-secret-test-secret-0123',
    demoData: false,
    trustProxy: 0,
    // On, as in production: every test agent connects from a loopback address of its own (see agent()).
    addressLimits: true,
    logLevel: 'silent',
    databasePoolSize: 10,
    workers: 1,
    payments: { provider: 'simulated', webhookSecret: 'whsec-test-simulated-provider', autoReleaseDays: 5 },
    // Pages answer "not built" whether or not `npm run build` has run in this checkout: the suite gives the same result
    // on a clean clone and on a started one. A test of the pages gives the app a build of its own.
    webBuild: null,
    ...overrides,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `durable: true` keeps an embedded database in a scratch folder instead of memory, so that `restart()` can stop the
 * server and start a new one on the same data, as a process restart does (PostgreSQL scratch databases always can).
 */
export async function createTestApp(overrides: Partial<Config> = {}, opts: { durable?: boolean } = {}) {
  const scratch = await scratchDatabase();
  const dataDir = opts.durable && !scratch.url ? mkdtempSync(path.join(tmpdir(), 'fairlead-test-')) : undefined;
  const config = testConfig({ databaseUrl: scratch.url, ...(dataDir ? { dataDir } : {}), ...overrides });
  // Streams beat (and check their session) four times a second, so a test sees a signed-out stream end at once.
  const inMemory = !scratch.url && !dataDir;
  const databaseImage = inMemory ? await pgliteImage() : undefined;
  const start = () => bootstrap(config, { inMemory, databaseImage, streamHeartbeatMs: 250 });
  let started = await start();
  let app = started.app.app;
  const { routeTable } = started.app;
  const checkAnswer = contractChecker(routeTable);
  /** Set while a test breaks the database on purpose: a 500 (or a 503 for a statement cut short) is then the expected answer, not a contract breach. */
  let serverErrorExpected = false;
  let runJobsAfterRequests = true;
  let counter = 0;
  let agents = 0;

  /**
   * A browser-like client: keeps its cookies, sends our Origin. It connects from `address`, which the server sees as
   * the socket's remote address: by default a loopback address of its own (127.0.0.0/8 is all loopback), so limits
   * kept per address count each test client apart, as they would count browsers on different machines.
   */
  function agent(opts: { address?: string } = {}) {
    const n = ++agents;
    const address = opts.address ?? `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
    const socket = { incoming: { socket: { remoteAddress: address, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4', remotePort: 50_000 } } };
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    /** Sends a request as this browser would, keeps the cookies it sets, and checks the answer against the contract. */
    async function send(method: string, path: string, body: string | FormData | undefined, headers: Record<string, string>) {
      const res = await app.request(path, { method, headers: { origin: ORIGIN, cookie: cookieHeader(), ...headers }, body }, socket);
      // What the request queued (e-mail) runs before the test reads on, as the server's runner would moments later.
      if (runJobsAfterRequests) await started.deps.jobs.runDue();
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        const value = pair.slice(i + 1);
        if (value === '' || /max-age=0/i.test(c)) jar.delete(pair.slice(0, i));
        else jar.set(pair.slice(0, i), value);
      }
      const text = await res.text();
      // Test-only: answers are read field by field in assertions, which fail loudly on a wrong shape.
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      if (!(serverErrorExpected && (res.status === 500 || res.status === 503)))
        checkAnswer(method, path, res.status, json, res.headers.get('content-type'));
      return { status: res.status, json, text, headers: res.headers };
    }
    const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      send(method, path, body === undefined ? undefined : JSON.stringify(body), {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
    /** A body sent exactly as given (malformed JSON, a wrong content type). */
    const raw = (method: string, path: string, body: string | undefined, headers: Record<string, string> = {}) => send(method, path, body, headers);
    /** A multipart upload of one file, as the browser sends a photo. */
    function upload(path: string, field: string, data: Buffer, filename: string, fields: Record<string, string> = {}) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(data)]), filename);
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return send('POST', path, form, {});
    }
    return {
      jar,
      /** Opens a streaming GET (the event stream) with this browser's cookies; the caller reads and cancels the body. */
      open: async (path: string, headers: Record<string, string> = {}): Promise<Response> =>
        app.request(path, { headers: { origin: ORIGIN, cookie: cookieHeader(), ...headers } }, socket),
      request,
      raw,
      upload,
      get: (p: string, h?: Record<string, string>) => request('GET', p, undefined, h),
      post: (p: string, b: unknown = {}, h?: Record<string, string>) => request('POST', p, b, h),
      patch: (p: string, b: unknown) => request('PATCH', p, b),
      put: (p: string, b: unknown) => request('PUT', p, b),
      del: (p: string) => request('DELETE', p),
      signIn: (email: string, password: string, rememberMe = false) => request('POST', '/api/auth/sign-in/email', { email, password, rememberMe }),
    };
  }

  const PASSWORD = 'harbour-master-42';

  /** Registers (or, for admins, creates) a user and returns a signed-in agent. */
  /** `confirmed: false` leaves the e-mail address unconfirmed, as a new member's is until they open the link. */
  async function signedIn(role: Role, opts: { verified?: boolean; email?: string; confirmed?: boolean; address?: string } = {}) {
    const email = opts.email ?? `${role}${++counter}-${randomBytes(3).toString('hex')}@example.com`;
    const a = agent({ address: opts.address });
    if (role === 'admin') {
      await createAdmin(started.deps.db, null, { email, password: PASSWORD, companyName: `Admin ${counter}` });
      const res = await a.signIn(email, PASSWORD);
      if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.text}`);
    } else {
      const res = await a.post('/api/accounts/register', {
        name: `Test ${role}`,
        email,
        company: `${role} company ${counter}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        accountType: role,
        agreeTerms: true,
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.text}`);
    }
    const me = await a.get('/api/accounts/me');
    const { profiles, users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    if (opts.confirmed !== false) await started.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.json.profile.id));
    if (opts.verified) await started.deps.db.update(profiles).set({ verified: true }).where(eq(profiles.id, me.json.profile.id));
    return Object.assign(a, { id: me.json.profile.id as string, email, password: PASSWORD });
  }

  return {
    app,
    routeTable,
    get deps() {
      return started.deps;
    },
    get db() {
      return started.deps.db;
    },
    kind: started.handle.kind,
    /** The scratch PostgreSQL database (undefined on PGlite): a second app process can open it too. */
    databaseUrl: scratch.url,
    agent,
    signedIn,
    /** Leaves queued jobs queued after requests, for tests of the queue itself. */
    holdJobs() {
      runJobsAfterRequests = false;
    },
    /** Runs queued jobs after requests again (the default). */
    resumeJobs() {
      runJobsAfterRequests = true;
    },
    async expectingServerError<T>(fn: () => Promise<T>): Promise<T> {
      serverErrorExpected = true;
      try {
        return await fn();
      } finally {
        serverErrorExpected = false;
      }
    },
    /** Stops the server and starts a new one on the same database: what a crash or a deploy does. Agents keep their sessions. */
    async restart() {
      if (!scratch.url && !dataDir) throw new Error('restart() needs a PostgreSQL scratch database or createTestApp(…, { durable: true })');
      const movedTo = started.deps.clock.now().getTime();
      await started.close();
      started = await start();
      // The new process reads the same wall clock: time a test moved forward stays moved after the restart.
      started.deps.clock.advance(movedTo - started.deps.clock.now().getTime());
      app = started.app.app;
    },
    close: async () => {
      await started.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}
