// What the benchmarks share: a scratch database on the local PostgreSQL, the server started as production runs it
// (server/index.ts, WEB_CONCURRENCY processes), and API calls made as a browser makes them. Only 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { loadPorts } from '../../server/db/reference-data';

/** `base` with its database replaced by `name`; refuses anything but a local PostgreSQL. */
export function localDatabaseUrl(base: string, name: string): string {
  const u = new URL(base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname))
    throw new Error(`BENCH_DATABASE_URL must be a local PostgreSQL (127.0.0.1), not ${u.hostname}`);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The environment of a server process as production sets it. Production refuses to start without SMTP; the
 * benchmarks name a closed local port, so e-mail is never sent anywhere (each attempt fails at once and waits to retry).
 */
export function serverEnvironment(o: { port: number; databaseUrl: string; workers: number; poolSize: number }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(o.port),
    APP_URL: `http://127.0.0.1:${o.port}`,
    DATABASE_URL: o.databaseUrl,
    DATABASE_POOL_SIZE: String(o.poolSize),
    WEB_CONCURRENCY: String(o.workers),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtp://127.0.0.1:1',
    PAYMENTS_PROVIDER: 'simulated',
    // The benchmarks sign up hundreds of members from this one machine: the limits per client address would refuse them.
    ADDRESS_LIMITS: '0',
  };
}

/** Drops and creates the database `name`, migrates it and loads the ports. */
export async function recreateDatabase(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openDatabase({ url: localDatabaseUrl(base, name) }); // migrates
  await loadPorts(handle.db);
  await handle.close();
}

/** Ends a child process (SIGTERM, then SIGKILL after `ms`) and waits until it has gone. */
export async function stopProcess(child: ChildProcess, ms = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await gone;
  clearTimeout(timer);
}

/** Starts server/index.ts with `env` and waits (30 s at most) until it answers its health check. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const origin = env.APP_URL!;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (i > 300 || server.exitCode !== null) {
      await stopProcess(server, 2_000);
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * API calls as a browser makes them (our Origin, the member's session cookie); each throws unless the status is
 * `expect`. Answers are read field by field by the benchmark, which fails loudly on a wrong shape.
 */
export function apiCaller(origin: string) {
  return async function call(method: string, p: string, opts: { cookie?: string; body?: unknown; expect: number }) {
    const headers: Record<string, string> = { origin };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${origin}${p}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    if (res.status !== opts.expect) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return { json: (text ? JSON.parse(text) : null) as Record<string, any>, cookies: res.headers.getSetCookie() }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/**
 * A local SMTP server that takes every e-mail and keeps none: a benchmark whose members get e-mails (a sign-up's
 * confirmation) would otherwise measure the server retrying mail it cannot send. Only 127.0.0.1.
 */
export async function startMailSink(): Promise<{ url: string; accepted: () => number; close: () => Promise<void> }> {
  let accepted = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('end', () => {
        accepted++;
        done();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, accepted: () => accepted, close: () => new Promise((resolve) => sink.close(() => resolve())) };
}
