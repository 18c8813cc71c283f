import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/storage-s3';

// The only reader of process.env. Everything else receives a Config.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Fairlead <no-reply@fairlead.test>'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z.coerce.number({ error: 'must be the number of proxies in front of the server (0 for none)' }).int().min(0).max(10).default(0),
  ADDRESS_LIMITS: z.enum(['0', '1']).default('1'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JOB_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(5).max(3600).default(120),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(120).default(0),
  RUN_JOBS: z.enum(['0', '1'], { error: 'must be 1 (run the job queue here) or 0 (not here)' }).default('1'),
  SLOW_QUERY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1).max(600_000).default(200),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds (0 for no limit)' }).int().min(0).max(86_400).default(60),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(300).default(10),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  PAYMENTS_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ESCROW_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  INBOUND_SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i, 'must be a domain name (imports.example.com)')
    .optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The interface to listen on: loopback outside production unless HOST says otherwise, so a laptop's server is not on the network. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections per server process, in each of its two pools (the search's and the rest). */
  databasePoolSize: number;
  /** Server processes sharing the port; more than one needs PostgreSQL (PGlite lives inside one process). */
  workers: number;
  /**
   * JOB_LEASE_SECONDS: how long a claimed job stays reserved to the process that claimed it. A process killed while
   * holding jobs leaves them to the others once it ends, so it must outlast the longest job. Absent in a hand-built
   * Config (tests): the runner's default, 120.
   */
  jobLeaseSeconds?: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: on SIGTERM, how long the process keeps serving while GET /api/ready answers 503, so that
   * a load balancer takes it out of rotation before it stops taking connections. Behind one, set it to the health
   * check's interval times its unhealthy threshold; 0 (the default) stops at once, as a single machine should.
   */
  shutdownDrainSeconds?: number;
  /**
   * RUN_JOBS=0: this process serves requests but never runs the job queue (a restore drill, a machine kept for the
   * web only). The jobs wait for a process that runs them. Absent in a hand-built Config (tests): run them.
   */
  runJobs?: boolean;
  /** SLOW_QUERY_MS: statements slower than this are logged at warn with their name (default 200). */
  slowQueryMs?: number;
  /**
   * PostgreSQL only. DATABASE_STATEMENT_TIMEOUT_SECONDS (default 60, 0 for none): a statement running longer is
   * cancelled by the server and its request answered 503, rather than holding a connection for ever.
   * DATABASE_CONNECT_TIMEOUT_SECONDS (default 10): opening a connection gives up after this. Migrations are exempt
   * from the statement limit. Absent in a hand-built Config (tests): no limits.
   */
  databaseStatementTimeoutSeconds?: number;
  databaseConnectTimeoutSeconds?: number;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  authSecret: string;
  demoData: boolean;
  /** How many reverse proxies stand in front of the server: the client's address is the Nth X-Forwarded-For entry from the right. */
  trustProxy: number;
  /**
   * Limits per client address on sign-up and e-mail-sending endpoints (server/lib/rate-limit.ts). Off (ADDRESS_LIMITS=0)
   * only for browser and load tests, which sign up many members from one machine; never on a public server.
   */
  addressLimits: boolean;
  logLevel: string;
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (needed with several instances). */
  s3?: S3Settings;
  payments: PaymentSettings;
  /**
   * The folder `npm run build` writes (web/: the browser's app, ssr/: the page renderer), or null for an API without
   * pages. A setting rather than a fixed path so that tests serve a build of their own, or none, whatever the checkout holds.
   */
  webBuild: string | null;
  /**
   * Broker circulars received by e-mail (issue #28). Absent in a hand-built Config (tests): no listener, and the
   * domain is APP_URL's host; read it through inboundMailSettings().
   */
  inboundMail?: InboundMailSettings;
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; unset, /metrics is not served at all (404). */
  metricsToken?: string;
};

export type InboundMailSettings = {
  /** INBOUND_SMTP_PORT: the SMTP listener's port; unset, no listener (mail is then not received at all). */
  smtpPort?: number;
  /** The interface it binds: every one by default, as an MX must be reachable from the internet once it is on. */
  smtpHost: string;
  /** The domain of the import addresses, `import+<token>@<domain>` (lower case). */
  domain: string;
};

/** The inbound mail settings, with their defaults when the Config was built by hand. */
export function inboundMailSettings(config: Pick<Config, 'appUrl' | 'inboundMail'>): InboundMailSettings {
  return config.inboundMail ?? { smtpHost: '0.0.0.0', domain: new URL(config.appUrl).hostname.toLowerCase() };
}

export type PaymentSettings = {
  provider: 'simulated' | 'stripe';
  /** Signs the simulated provider's webhooks (Stripe's come with STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Days after the owner marks an instalment done before its money goes, if no claim was raised. */
  autoReleaseDays: number;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
};

export class ConfigError extends Error {}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  }
  if (e.S3_BUCKET && !!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENTS_PROVIDER) {
    // The simulated provider takes no real money: production says which provider it means, never gets it by default.
    throw new ConfigError(
      'Invalid configuration: PAYMENTS_PROVIDER is required when NODE_ENV=production (stripe; simulated only for a test deployment)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    // Without SMTP every e-mail (password resets, signature requests, payment notices) would be stored and never sent.
    throw new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV=production (e-mails would otherwise never be sent)');
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database lives inside one process)');
  }
  const authSecret = e.AUTH_SECRET ?? developmentSecret(dataDir);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WEB_CONCURRENCY,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    runJobs: e.RUN_JOBS === '1',
    slowQueryMs: e.SLOW_QUERY_MS,
    databaseStatementTimeoutSeconds: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    appUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret,
    demoData: e.NODE_ENV !== 'production' && e.DEMO_DATA !== '0',
    trustProxy: e.TRUST_PROXY,
    addressLimits: e.ADDRESS_LIMITS === '1',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    payments: {
      provider: e.PAYMENTS_PROVIDER ?? 'simulated',
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? createHmac('sha256', authSecret).update('simulated-provider-webhooks').digest('hex'),
      autoReleaseDays: e.ESCROW_AUTO_RELEASE_DAYS,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
          : undefined,
    },
    webBuild: path.resolve(import.meta.dirname, '../dist'),
    inboundMail: {
      smtpPort: e.INBOUND_SMTP_PORT,
      smtpHost: e.INBOUND_SMTP_HOST,
      domain: (e.INBOUND_MAIL_DOMAIN ?? new URL(appUrl).hostname).toLowerCase(),
    },
  };
}

// Outside production a secret is generated once and kept beside the data,
// so sessions survive restarts without anyone having to invent one.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
