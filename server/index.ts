import cluster from 'node:cluster';
import { advanceCharters } from './modules/charters/charter-progress';
import { bootstrap } from './bootstrap';
import { runPrimary } from './cluster';
import { ConfigError, inboundMailSettings, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { listen } from './listen';
import { scheduleHousekeeping } from './lib/housekeeping';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  let started;
  try {
    started = await bootstrap(config);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { deps, app, close } = started;
  if (config.env === 'production' && !config.addressLimits) {
    deps.log.warn('ADDRESS_LIMITS=0: sign-ups and e-mails are not limited per client address. Only for load tests, never on a public server.');
  }
  const server = listen(app.app.fetch, config.port, config.host, () => {
    // With several processes the primary says it once all of them listen.
    if (cluster.isPrimary) deps.log.info(`Fairlead is running at ${config.appUrl} (${started.handle.kind} database)`);
  });
  // Every server process runs due jobs (they claim each job once between them), unless RUN_JOBS=0 keeps this one out.
  if (config.runJobs === false) deps.log.warn('RUN_JOBS=0: this process runs no jobs; they wait for a server that does');
  else {
    deps.jobs.start();
    // Tomorrow's housekeeping (finished jobs, old events, expired sessions), queued once however many servers start.
    void scheduleHousekeeping(deps.db, deps.clock.now()).catch((err: unknown) => deps.log.error({ err }, 'could not queue housekeeping'));
  }
  // Broker circulars by e-mail (#28): only when INBOUND_SMTP_PORT is set. With several processes they share the port.
  const inbound = inboundMailSettings(config);
  // Its SMTP server (and mail parser) are loaded only when asked for: a start without them is quicker (#31).
  const smtpPort = inbound.smtpPort;
  const smtp =
    smtpPort === undefined
      ? null
      : await import('./modules/imports/inbound/smtp')
          .then(({ startInboundSmtp }) => startInboundSmtp(deps, { port: smtpPort, host: inbound.smtpHost }))
          .catch((err: Error) => {
            console.error(`INBOUND_SMTP_PORT ${inbound.smtpPort} on ${inbound.smtpHost}: ${err.message}`);
            process.exit(1);
          });
  if (smtp && cluster.isPrimary) deps.log.info(`Receiving circulars for import+…@${inbound.domain} by SMTP on ${inbound.smtpHost}:${smtp.port}`);
  // Fixtures start and end by their dates: checked at start and every hour (idempotent, so every process may run it).
  const progress = () =>
    advanceCharters(deps.db, deps.clock.now().toISOString().slice(0, 10)).catch((err) => deps.log.warn({ err }, 'charter progress failed'));
  void progress();
  setInterval(() => void progress(), 3_600_000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info(`${signal} received: closing`);
    // Not ready from now on, still serving: a load balancer sees it and sends the next requests elsewhere.
    deps.readiness.drain();
    const drainMs = (config.shutdownDrainSeconds ?? 0) * 1000;
    if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Take no new connections and let the requests in flight finish (10 s at most) before the database
    // goes: closing it under them would answer them with errors.
    await Promise.all([
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 10_000).unref();
      }),
      smtp?.close(), // refuses new senders; a message in flight has 10 s to be stored, or its sender retries later
    ]);
    await close(); // PGlite must be closed cleanly, or its folder needs recovery next start
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
