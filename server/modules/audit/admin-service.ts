import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { pageOffset } from '../../lib/sql';

export async function listAudit(db: Database, o: { page: number; pageSize: number }) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(o.pageSize)
      .offset(pageOffset(o)),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { items: items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page: o.page, pageSize: o.pageSize };
}
