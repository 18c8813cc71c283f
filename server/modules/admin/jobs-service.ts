import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminJob, jobStatuses } from '../../../common/admin/api';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { retryJob } from '../../lib/jobs';
import { recordAudit } from '../audit/service';

type Status = (typeof jobStatuses)[number];
type JobRow = typeof jobs.$inferSelect;
const PAGE_SIZE = 25;

const where: Record<Status, SQL> = {
  failed: isNotNull(jobs.failedAt),
  waiting: and(isNull(jobs.doneAt), isNull(jobs.failedAt))!,
  done: isNotNull(jobs.doneAt),
};

/** What the job is about, in words an admin reads: for a mail, its subject and recipient. */
function summary(row: JobRow): string {
  const p = row.payload as { to?: string; subject?: string; offerId?: string; subjectId?: string };
  if (row.kind === 'mail.send' && p.to) return `“${p.subject ?? ''}” to ${p.to}`;
  if (row.kind === 'deal.lapse-offer' && p.offerId) return `Lapse offer ${p.offerId.slice(0, 8)} if unanswered by its deadline`;
  if (row.kind === 'deal.lapse-subject' && p.subjectId) return `Fail the deal if subject ${p.subjectId.slice(0, 8)} is not lifted by its deadline`;
  if (row.kind === 'housekeeping.prune') return 'Remove finished jobs, old live events and expired sessions';
  return row.kind;
}

const toAdminJob = (row: JobRow): AdminJob => ({
  id: row.id,
  kind: row.kind,
  summary: summary(row),
  status: row.failedAt ? 'failed' : row.doneAt ? 'done' : 'waiting',
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lastError: row.lastError,
  runAt: row.runAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
});

export async function listJobs(db: Database, o: { status: Status; page: number }) {
  const [rows, ...counts] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where[o.status])
      .orderBy(desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset((o.page - 1) * PAGE_SIZE),
    ...(['failed', 'waiting', 'done'] as const).map((s) => db.select({ n: count() }).from(jobs).where(where[s])),
  ]);
  const [failed, waiting, done] = counts.map(([{ n }]) => n);
  return {
    items: rows.map(toAdminJob),
    total: { failed, waiting, done }[o.status],
    page: o.page,
    pageSize: PAGE_SIZE,
    counts: { failed, waiting, done },
  };
}

/** Puts a failed job back in the queue, recorded in the audit log with the admin who did it. */
export async function adminRetryJob(db: Database, admin: CurrentUser, id: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!before) throw notFound('Job not found');
    if (!before.failedAt)
      throw new AppError(
        'conflict',
        before.doneAt ? 'This job is done; there is nothing to retry.' : 'This job is still in the queue; it runs by itself.',
      );
    await retryJob(tx, id);
    const [after] = await tx.select().from(jobs).where(eq(jobs.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'job.retried',
      entity: 'job',
      entityId: String(id),
      before: { attempts: before.attempts, lastError: before.lastError },
      after: { attempts: 0 },
    });
    return toAdminJob(after);
  });
}
