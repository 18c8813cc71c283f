import type pg from 'pg';

/** The PostgreSQL backends serving this database, but the caller's own: whose CPU time the benchmark counts. */
export async function backends(c: pg.Client): Promise<number[]> {
  const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}
