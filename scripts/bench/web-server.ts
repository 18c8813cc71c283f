// The server as a visitor meets it, for the page benchmarks: production mode on the embedded database (PGlite) in a
// scratch DATA_DIR, filled with the demo marketplace so the pages have ships to show. Only 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { stopProcess } from './local-server';

export type WebServer = {
  /** Seeds a scratch folder, starts the server on it and answers its origin once it is healthy. */
  start: () => Promise<string>;
  /** Ends the server and removes its folder; safe at any point, also while start() is still running. */
  stop: () => Promise<void>;
};

/** A port nothing listens on right now (the system picks it; the short gap before the server takes it is acceptable here). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function environment(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Empty values count as unset: whatever the caller's shell points at (a PostgreSQL, a bucket, an SMTP relay) is not used.
    DATABASE_URL: '',
    S3_BUCKET: '',
    WEB_CONCURRENCY: '1',
    // Production needs an SMTP relay; nothing listens on port 1, so the few demo e-mails wait in the queue, unsent.
    SMTP_URL: 'smtp://127.0.0.1:1',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PAYMENTS_PROVIDER: 'simulated',
    LOG_LEVEL: 'warn',
  };
}

/**
 * Production never seeds demo data (config.ts refuses it), so the scratch folder is seeded first, in this process,
 * with the very configuration the server will read: the simulated payments' webhook secret derives from AUTH_SECRET,
 * and the seeded payments' webhooks must verify when the server's job runner delivers them.
 */
async function seedDemoData(env: NodeJS.ProcessEnv): Promise<void> {
  const started = await bootstrap({ ...loadConfig(env), demoData: true });
  await started.close(); // releases the folder's lock, which the server takes next
}

// Seeding and the first start compile the server and open PGlite: on a busy machine that took over a minute here.
const START_TIMEOUT_MS = 180_000;

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    child.exitCode === null && child.signalCode === null
      ? `the server did not answer within ${START_TIMEOUT_MS / 1000} s`
      : 'the server exited while starting',
  );
}

/**
 * The server serving whatever `npm run build` left in dist/web. The child process is known as soon as it is spawned
 * (not only once healthy, as with local-server's startServer), so a signal during start-up still ends it.
 */
export function webServer(): WebServer {
  let dataDir: string | null = null;
  let child: ChildProcess | null = null;
  let stopped = false;
  return {
    async start() {
      const port = await freePort();
      dataDir = mkdtempSync(path.join(tmpdir(), 'fairlead-bench-web-'));
      const env = environment(port, dataDir);
      await seedDemoData(env);
      if (stopped) throw new Error('stopped while seeding');
      child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
      await waitUntilHealthy(env.APP_URL!, child);
      return env.APP_URL!;
    },
    async stop() {
      stopped = true;
      if (child) await stopProcess(child); // SIGTERM first: PGlite closes its folder cleanly
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
