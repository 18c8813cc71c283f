import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { loadPorts } from './db/reference-data';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { createLogger } from './lib/logger';

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process migrates the database once, then forks that many
 * server processes sharing the port. It stays the one process id to stop: SIGTERM or SIGINT stops every
 * worker gracefully, and a worker that dies is replaced, unless it died before it ever served.
 */
export async function runPrimary(config: Config) {
  const log = createLogger(config.logLevel);
  const handle = await openDatabase({ url: config.databaseUrl, poolSize: 1 }); // migrates
  await loadPorts(handle.db);
  await handle.close();

  let stopping = false;
  let failed = false;
  let announced = false;
  const listening = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      listening.add(worker);
      if (listening.size < config.workers || announced) return;
      announced = true; // once: a replaced worker is not a new start
      log.info(`Fairlead is running at ${config.appUrl} (postgres database, ${config.workers} processes)`);
    });
  };
  for (let i = 0; i < config.workers; i++) fork();
  serveClusterMetrics();

  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!served) {
      // It failed while starting (bad database, port taken): forking again would only fail again.
      log.error(`a server process failed to start (exit code ${code}); stopping`);
      stopping = failed = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log.error(`server process ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another`);
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping ${config.workers} server processes`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
