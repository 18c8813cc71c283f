import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { publishEach } from '../../lib/events';
import { enqueueMany } from '../../lib/jobs';
import { mailPreferencesOf, scheduleDigests } from './preferences';

export async function listNotifications(db: Database, userId: string, limit = 50) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return {
    items: rows.map(({ userId: _owner, createdAt, linkPath, linkLabel, ...n }) => ({
      ...n,
      link: linkPath ? { path: linkPath, label: linkLabel ?? 'Open' } : null,
      createdAt: createdAt.toISOString(),
    })),
    unread,
  };
}

/** Another user's notification is answered as not found: its existence is not the caller's business. */
export async function markRead(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw notFound('Notification not found');
    await tellUnread(tx, [userId]);
  });
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));
    await tellUnread(tx, [userId]);
  });
}

export async function notify(db: DbOrTx, userId: string, title: string, message: string, link?: { path: string; label: string }): Promise<void> {
  await db.insert(notifications).values({ userId, title, message, linkPath: link?.path ?? null, linkLabel: link?.label ?? null });
  await tellUnread(db, [userId]);
}

/** Tells each member's open pages how many notifications they have unread now (one statement for all). */
async function tellUnread(db: DbOrTx, userIds: string[]): Promise<void> {
  const counts = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.read, false)))
    .groupBy(notifications.userId);
  const unread = new Map(counts.map((r) => [r.userId, r.unread]));
  await publishEach(
    db,
    'notification',
    userIds.map((userId) => ({ userId, data: { unread: unread.get(userId) ?? 0 } })),
  );
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return n;
}

/** The e-mail's link is absolute; the app keeps the path it leads to, so the notice opens in the page already open. */
const appPath = (url: string) => {
  const u = new URL(url, 'http://app.invalid');
  return `${u.pathname}${u.search}${u.hash}`;
};

/** 'deals' notices follow the member's e-mail choice for deals; 'account' ones (the default) always mail. */
export type Notice = { userId: string; title: string; message: string; link: { url: string; label: string }; category?: 'deals' | 'account' };

/**
 * Tells members in the app and by e-mail, in three statements whatever their number (deadlines that fall due together
 * lapse as one set). The e-mails are jobs in the caller's transaction: sent once the change commits, never lost by a
 * crash and never sent for a change that rolled back. `now` is the app clock's time: the notices' time and the digests'.
 */
export async function notifyAndMailMany(db: DbOrTx, notices: Notice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(notifications).values(
    notices.map(({ userId, title, message, link, category = 'account' }) => ({
      userId,
      title,
      message,
      category,
      createdAt: now,
      linkPath: appPath(link.url),
      linkLabel: link.label,
    })),
  );
  const ids = [...new Set(notices.map((n) => n.userId))];
  await tellUnread(db, ids);
  const prefs = await mailPreferencesOf(db, ids);
  const mode = (n: Notice) => (n.category === 'deals' ? prefs.get(n.userId)!.deals : 'immediately');
  await scheduleDigests(db, [...new Set(notices.filter((n) => mode(n) === 'digest').map((n) => n.userId))], now);
  notices = notices.filter((n) => mode(n) === 'immediately');
  if (notices.length === 0) return;
  const people = new Map(
    (await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]),
  );
  const mails = notices.flatMap(({ userId, title, message, link }) => {
    const user = people.get(userId);
    if (!user) return [];
    const text = [`Hello ${user.name},`, '', message, '', `${link.label}: ${link.url}`, '', 'Fairlead - direct, commission-free chartering'].join(
      '\n',
    );
    return [{ to: user.email, subject: `${title} - Fairlead`, text }];
  });
  await enqueueMany(db, 'mail.send', mails);
}
