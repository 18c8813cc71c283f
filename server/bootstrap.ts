import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { users } from './db/schema';
import { loadPorts } from './db/reference-data';
import { createApp } from './app';
import type { AppDeps } from './lib/context';
import { createLogger } from './lib/logger';
import { createClock } from './lib/clock';
import { createEventHub } from './lib/events';
import { createMarketCache } from './lib/market-cache';
import { createSessionCache } from './auth/session-cache';
import { housekeepingJobHandlers } from './lib/housekeeping';
import { createJobRunner } from './lib/jobs';
import { createMailer, type MailMessage } from './lib/mail';
import { createMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';
import { currentRequestId } from './lib/request-scope';
import { cargoJobHandlers } from './modules/cargoes/lapse';
import { matchingJobHandlers } from './modules/matching/notify';
import { savedSearchJobHandlers } from './modules/saved-searches/alerts';
import { importJobHandlers } from './modules/imports/service';
import { dealJobHandlers, dealJobSets } from './modules/charters/deadlines';
import { sendDigest } from './modules/notifications/preferences';
import { createDiskStorage } from './lib/storage';
import { paymentJobHandlers } from './modules/payments/jobs';
import { verificationJobHandlers } from './modules/verification/expiry';
import { sanctionsJobHandlers } from './modules/sanctions/rescreen';
import { reviewJobHandlers } from './modules/reviews/publish';
import { addMissingVariants } from './modules/vessels/photo-backfill';
import { certificateJobHandlers } from './modules/vessels/certificates-expiry';
import { createPaymentProvider, deliverSimulatedWebhook } from './modules/payments/providers';
import { createSimulatedProvider } from './modules/payments/providers/simulated';
import path from 'node:path';

export type Started = { deps: AppDeps; handle: DatabaseHandle; app: ReturnType<typeof createApp>; close: () => Promise<void> };

/** Opens the database (locking an embedded one), migrates, seeds demo data when asked, and composes the app. */
export async function bootstrap(
  config: Config,
  opts: { inMemory?: boolean; databaseImage?: Blob; streamHeartbeatMs?: number } = {},
): Promise<Started> {
  const unlock = config.databaseUrl || opts.inMemory ? () => {} : lockDataDir(config.dataDir);
  try {
    const log = createLogger(config.logLevel);
    const handle = await openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: opts.inMemory ? null : path.join(config.dataDir, 'pgdata'),
      image: opts.inMemory ? opts.databaseImage : undefined,
      onConnectionLost: (err) => log.warn({ err: err.message }, 'PostgreSQL closed an idle connection; it will be replaced'),
      // Statement and duration only: parameter values (e-mail addresses, amounts) never reach the log.
      onSlowQuery: (q) => log.warn({ requestId: currentRequestId(), statement: q.statement, ms: q.ms }, 'slow query'),
      slowQueryMs: config.slowQueryMs,
      statementTimeoutMs: (config.databaseStatementTimeoutSeconds ?? 0) * 1000,
      connectTimeoutMs: config.databaseConnectTimeoutSeconds === undefined ? undefined : config.databaseConnectTimeoutSeconds * 1000,
    });
    await loadPorts(handle.db);
    const metrics = createMetrics();
    const mailer = metrics.countMails(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: handle.db }));
    const auth = createAuth({ db: handle.db, config });
    const clock = createClock();
    const dealDeps = { db: handle.db, clock, appUrl: config.appUrl };
    const provider = await createPaymentProvider(config, handle.db, clock);
    const payDeps = { db: handle.db, clock, appUrl: config.appUrl, provider, autoReleaseDays: config.payments.autoReleaseDays };
    // The S3 client and the demo seed (pdfkit, sharp) are loaded only where they are used: a start that needs neither
    // is spared their module loading (#31: serving within a second of start).
    const storage = config.s3
      ? (await import('./lib/storage-s3')).createS3Storage(config.s3)
      : // An in-memory app (tests) gets an uploads folder of its own, unique to this start.
        createDiskStorage(opts.inMemory ? path.join(config.dataDir, `uploads-${randomUUID()}`) : path.join(config.dataDir, 'uploads'));
    // The simulated provider posts its events to the app's own webhook endpoint; the app exists once composed below.
    let app: ReturnType<typeof createApp> | null = null;
    const handlers = {
      'mail.send': (message: MailMessage) => mailer.send(message),
      'mail.digest': ({ userId }: { userId: string }) => sendDigest(dealDeps, userId),
      ...dealJobHandlers(dealDeps),
      ...paymentJobHandlers(payDeps),
      ...cargoJobHandlers(dealDeps),
      ...certificateJobHandlers(dealDeps),
      ...matchingJobHandlers(dealDeps),
      ...savedSearchJobHandlers(dealDeps),
      ...importJobHandlers({ db: handle.db, clock, log }),
      ...verificationJobHandlers(dealDeps),
      ...sanctionsJobHandlers({ db: handle.db, clock, log }),
      ...reviewJobHandlers(dealDeps),
      ...housekeepingJobHandlers({ db: handle.db, clock, log }),
      'payments.simulated-webhook': ({ body }: { body: string }) =>
        deliverSimulatedWebhook((path, init) => app!.app.request(path, init), config.payments.webhookSecret, body, clock.now()),
      'payments.simulated-expire': ({ ref }: { ref: string }) =>
        createSimulatedProvider({ db: handle.db, clock, appUrl: config.appUrl, webhookSecret: config.payments.webhookSecret }).checkout.expire(ref),
      'vessels.photo-variants': ({ photoId }: { photoId: string }) => addMissingVariants(handle.db, storage, photoId),
    };
    const jobs = createJobRunner({
      db: handle.db,
      log,
      clock,
      handlers,
      batchHandlers: dealJobSets(dealDeps),
      leaseSeconds: config.jobLeaseSeconds,
    });
    const events = createEventHub({ db: handle.db, listen: handle.listen, log });
    const marketCache = createMarketCache({ listen: handle.listen, caughtUp: handle.caughtUp, log });
    await marketCache.start();
    const sessions = createSessionCache({ listen: handle.listen, caughtUp: handle.caughtUp, log });
    await sessions.start();
    metrics.watch({ db: handle.db, clock, log, poolStats: handle.poolStats, openStreams: events.openStreams });
    const deps: AppDeps = {
      db: handle.db,
      auth,
      config,
      mailer,
      log,
      storage,
      jobs,
      clock,
      events,
      marketCache,
      sessions,
      payments: provider,
      metrics,
      readiness: createReadiness({ db: handle.db, storage, log }),
      streamHeartbeatMs: opts.streamHeartbeatMs ?? 20_000,
    };
    if (config.demoData && !config.databaseUrl && (await handle.db.select({ n: count() }).from(users))[0].n === 0) {
      const { seedDemoDataIfEmpty } = await import('./db/seed/demo');
      const seeded = await seedDemoDataIfEmpty(handle.db, { provider, webhookSecret: config.payments.webhookSecret, storage }, config.appUrl);
      if (seeded) log.info('Seeded demo data: admin@, owner@ and charterer@fairlead.test (password fairlead-demo-2026)');
    }
    app = createApp(deps);
    return {
      deps,
      handle,
      app,
      close: async () => {
        events.shutdown(); // open streams end; their browsers reconnect
        await jobs.stop(); // let the jobs in hand finish before the database goes
        await handle.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
