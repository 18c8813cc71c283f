/**
 * The SQLSTATE of a database error, wherever the driver put it: node-postgres and PGlite set `code`, and Drizzle
 * wraps both in an error whose `cause` is the original.
 */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The constraint a violation names, if any. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e = err as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
/** query_canceled: here, a statement that ran past DATABASE_STATEMENT_TIMEOUT_SECONDS. */
export const STATEMENT_TIMEOUT = '57014';
export const statementTimeoutMessage = 'The database took too long to answer. Please try again in a moment.';

/**
 * SQLSTATE class 22, "data exception": PostgreSQL refused a value the request carried (an impossible date, a number
 * out of a column's range, text where a number goes). The schemas in common/ should have refused it first; when one
 * lets such a value through, the caller still sent something wrong, so it is their error (400), not ours (500).
 */
export const isDataException = (err: unknown) => sqlState(err)?.startsWith('22') ?? false;

export const refusedValueMessage = 'A value in this request is out of range or not valid: check the dates and numbers, and try again.';

/**
 * node-postgres's pool gave no connection within DATABASE_CONNECT_TIMEOUT_SECONDS: every one was busy (a burst, such
 * as every tab reconnecting after a restart) or the database did not answer. Found under Drizzle's and Better Auth's
 * wrappers, by the pool's own message (it sets no code).
 */
export function isPoolTimeout(err: unknown): boolean {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}
export const poolTimeoutMessage = 'Fairlead is very busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again (the web app's stream retries after 1 s, 2 s …). */
export const POOL_TIMEOUT_RETRY_AFTER_SECONDS = 2;
