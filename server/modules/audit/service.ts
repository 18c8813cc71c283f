import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acted, and from where: the signed-in caller carries the request's address and user agent. */
export type Actor = { id: string; ip?: string | null; userAgent?: string | null };

export type AuditEntry = {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Call inside the transaction of the action itself, so the record and the change stand or fall together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.actor?.ip ?? null,
    userAgent: entry.actor?.userAgent?.slice(0, 500) ?? null,
  });
}
