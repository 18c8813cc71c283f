import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageReport } from '../../../common/messaging/admin-api';
import type { Database } from '../../db/client';
import { conversations, messageReports, messages, profiles, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { suspendInTx } from '../admin/suspension';
import { recordAudit } from '../audit/service';

const reporter = alias(profiles, 'reporter');
const sender = alias(profiles, 'sender');

/** Reports for the back office: open ones oldest first (first come, first seen), resolved ones newest first. */
export async function listReports(db: Database, status: 'open' | 'resolved'): Promise<MessageReport[]> {
  const rows = await db
    .select({
      r: messageReports,
      m: messages,
      reporterCompany: reporter.companyName,
      senderCompany: sender.companyName,
      senderSuspendedAt: sender.suspendedAt,
      vesselName: vessels.name,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(vessels, eq(vessels.id, conversations.vesselId))
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(status === 'open' ? isNull(messageReports.resolvedAt) : isNotNull(messageReports.resolvedAt))
    .orderBy(status === 'open' ? messageReports.createdAt : desc(messageReports.resolvedAt))
    .limit(200);
  return rows.map(({ r, m, ...x }) => ({
    id: r.id,
    reason: r.reason,
    reporterCompany: x.reporterCompany,
    createdAt: r.createdAt.toISOString(),
    conversationId: m.conversationId,
    vesselName: x.vesselName,
    message: {
      id: m.id,
      body: m.body,
      senderId: m.senderId,
      senderCompany: x.senderCompany,
      senderSuspended: !!x.senderSuspendedAt,
      at: m.createdAt.toISOString(),
      hidden: !!m.hiddenAt,
    },
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    outcome: (r.outcome as MessageReport['outcome']) ?? null,
  }));
}

/**
 * An admin's decision on a report, for every open report of that message, in one transaction with its audit
 * record: hide the message (the parties see that it was hidden; its text stays), suspend the sender (and hide it),
 * or dismiss.
 */
export async function resolveReport(
  deps: { db: Database; appUrl: string },
  admin: CurrentUser,
  reportId: string,
  input: { action: 'hide' | 'suspend' | 'dismiss'; reason?: string },
  now: Date,
): Promise<void> {
  const { db, appUrl } = deps;
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, reportId)).for('update');
    if (!report) throw notFound('Report not found');
    if (report.resolvedAt) throw new AppError('conflict', 'This report was already resolved');
    const [message] = await tx.select().from(messages).where(eq(messages.id, report.messageId)).for('update');
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, message.conversationId));
    if (input.action !== 'dismiss' && !message.hiddenAt) {
      await tx.update(messages).set({ hiddenAt: now, hiddenBy: admin.id }).where(eq(messages.id, message.id));
      await recordAudit(tx, {
        actor: admin,
        action: 'message.hidden',
        entity: 'message',
        entityId: message.id,
        before: { hidden: false },
        after: { hidden: true, report: report.id },
      });
      await publish(tx, [conversation.ownerId, conversation.chartererId], 'conversation', { conversationId: conversation.id });
    }
    if (input.action === 'suspend') await suspendInTx(tx, admin, message.senderId, input.reason!, now, appUrl);
    const outcome = input.action === 'hide' ? 'hidden' : input.action === 'suspend' ? 'suspended' : 'dismissed';
    await tx
      .update(messageReports)
      .set({ resolvedAt: now, resolvedBy: admin.id, outcome })
      .where(and(eq(messageReports.messageId, message.id), isNull(messageReports.resolvedAt)));
    if (input.action === 'dismiss') {
      await recordAudit(tx, {
        actor: admin,
        action: 'message.report_dismissed',
        entity: 'message',
        entityId: message.id,
        before: null,
        after: { report: report.id },
      });
    }
  });
}
