import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from './logger';
import type { BlobStorage } from './storage';

/** Whether the instance can serve (null) or why not; `drain` makes it answer "shutting down" from then on. */
export type Readiness = { (): Promise<string | null>; drain: () => void };

/** A check that has not answered by then counts as unreachable: a load balancer's probe must not hang. */
export const READINESS_TIMEOUT_MS = 2_000;

/** How many migrations this build knows: the database must have applied at least these to be served by it. */
function migrationsKnown(): number {
  const journal = path.join(import.meta.dirname, '../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve (GET /api/ready): null when it can, else the reason it cannot. The database must
 * answer and hold every migration this build knows (fewer: they are still running, or the database is older than
 * the code), and the storage must be reachable and writable. Both are asked at once, each for at most 2 s.
 * The reason is public (load balancers read it): it names the part, never the error, which is logged.
 */
export function createReadiness(opts: { db: Database; storage: BlobStorage; log: Logger; timeoutMs?: number }): Readiness {
  const known = migrationsKnown();
  const timeoutMs = opts.timeoutMs ?? READINESS_TIMEOUT_MS;
  async function database(): Promise<string | null> {
    try {
      const result = (await within(timeoutMs, opts.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`))) as unknown as {
        rows: { n: string }[];
      };
      const applied = Number(result.rows[0]?.n ?? 0);
      return applied < known ? `migrations are not complete (${applied} of ${known} applied)` : null;
    } catch (err) {
      opts.log.warn({ err }, 'readiness: the database cannot be reached');
      return 'the database cannot be reached';
    }
  }
  async function storage(): Promise<string | null> {
    try {
      await within(timeoutMs, opts.storage.check());
      return null;
    } catch (err) {
      opts.log.warn({ err }, 'readiness: the file storage cannot be reached');
      return 'the file storage cannot be reached';
    }
  }
  let draining = false;
  const check = async () => {
    // A stopping instance says so first, without asking anything: the load balancer must stop sending it requests.
    if (draining) return 'the server is shutting down';
    const reasons = (await Promise.all([database(), storage()])).filter((r): r is string => r !== null);
    return reasons.length ? reasons.join('; ') : null;
  };
  return Object.assign(check, { drain: () => void (draining = true) });
}
