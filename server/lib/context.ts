import type { HttpBindings } from '@hono/node-server';
import type { Role } from '../../common/accounts/schemas';
import type { Auth } from '../auth/auth';
import type { SessionCache } from '../auth/session-cache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { EventHub } from './events';
import type { JobRunner } from './jobs';
import type { Logger } from './logger';
import type { Readiness } from './readiness';
import type { MarketCache } from './market-cache';
import type { Mailer } from './mail';
import type { Metrics } from './metrics';
import type { PaymentProvider } from './payment-provider';
import type { BlobStorage } from './storage';

export type AppDeps = {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  log: Logger;
  storage: BlobStorage;
  jobs: JobRunner;
  clock: Clock;
  /** The open event streams of this process, fed by every process's commits. */
  events: EventHub;
  /** Answers kept until the market changes: ranked match lists (market-cache.ts). */
  marketCache: MarketCache;
  /** Signed-in sessions kept until a member's record changes (server/auth/session-cache.ts). */
  sessions: SessionCache;
  /** The payment provider PAYMENTS_PROVIDER chose. */
  payments: PaymentProvider;
  /** This app's Prometheus registry and counters (GET /metrics). */
  metrics: Metrics;
  /** Whether the database, the storage and the migrations let the app serve (GET /api/ready). */
  readiness: Readiness;
  /** How often a stream sends a heartbeat and checks its session again (ms). */
  streamHeartbeatMs: number;
};

/** The signed-in caller, with the role and flags from their profile (never from the client). */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  verified: boolean;
  companyName: string;
  /** The request's address and user agent, kept with every audit record the caller causes. */
  ip?: string | null;
  userAgent?: string | null;
};

export type AppEnv = {
  /** Node's request and response when @hono/node-server serves the app; absent under app.request (tests). */
  Bindings: Partial<HttpBindings>;
  Variables: { deps: AppDeps; user: CurrentUser | null; requestId: string };
};
