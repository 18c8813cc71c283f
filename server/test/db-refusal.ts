import { expect } from 'vitest';
import { sqlState } from '../lib/db-errors';

/** How the database refused a statement: its SQLSTATE and its own message. */
export type Refusal = { code: string | null; message: string };

// The SQLSTATEs the guards raise, by PostgreSQL's names for them.
export const INSUFFICIENT_PRIVILEGE = '42501';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
export { EXCLUSION_VIOLATION, UNIQUE_VIOLATION } from '../lib/db-errors';

/**
 * Runs a statement a guard should refuse and answers the refusal as the database worded it. The message is the
 * driver's (PGlite or node-postgres), found along the `cause` chain: Drizzle wraps it in "Failed query: <sql>",
 * which names the table and columns of the statement itself and so would match a test's words without any guard.
 * A statement that went through answers code null, so a missing guard shows as that, not as some other error.
 */
export async function refusalOf(statement: Promise<unknown>): Promise<Refusal> {
  try {
    await statement;
  } catch (err) {
    return { code: sqlState(err) ?? null, message: driverMessage(err) };
  }
  return { code: null, message: 'allowed: the database did not refuse it' };
}

/** The message of the error that carries the SQLSTATE (the driver's), else of the innermost error. */
function driverMessage(err: unknown): string {
  let innermost = err;
  for (
    let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return String(e.message);
    innermost = e;
  }
  return innermost instanceof Error ? innermost.message : String(innermost);
}

/** The refusal of `refuse_record_change()`, the trigger that keeps a record append-only (migration 0013). */
export const appendOnly = (table: string, op: 'UPDATE' | 'DELETE' | 'TRUNCATE'): Refusal => ({
  code: INSUFFICIENT_PRIVILEGE,
  message: `${table} is append-only: ${op} is not allowed`,
});

/**
 * The refusal of a foreign key ON DELETE RESTRICT: a row of `table` is still named through `constraint` by a row of
 * `referencing`. The PostgreSQL 15 server words it as a foreign key violation (23503); the newer PostgreSQL inside
 * PGlite as a RESTRICT violation (23001, "violates RESTRICT setting of foreign key constraint"). Both name the constraint.
 */
export const restrictedBy = (table: string, constraint: string, referencing: string): Refusal => ({
  code: expect.stringMatching(new RegExp(`^(${RESTRICT_VIOLATION}|${FOREIGN_KEY_VIOLATION})$`)),
  message: expect.stringMatching(
    new RegExp(
      `^update or delete on table "${table}" violates (RESTRICT setting of )?foreign key constraint "${constraint}" on table "${referencing}"$`,
    ),
  ),
});
