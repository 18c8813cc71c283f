import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { defaultMailPreferences, DIGEST_DELAY_MINUTES, type MailPreferences } from '../../../common/notifications/preferences';
import type { Database, DbOrTx } from '../../db/client';
import { maskUntilFixed } from '../../../common/messaging/mask';
import { conversations, deals, jobs, mailPreferences, messages, notifications, profiles, users, vessels } from '../../db/schema';
import { enqueue, enqueueMany } from '../../lib/jobs';

const MINUTE = 60_000;

export async function getMailPreferences(db: DbOrTx, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ deals: mailPreferences.deals, messages: mailPreferences.messages })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row ?? { ...defaultMailPreferences };
}

export async function setMailPreferences(db: DbOrTx, userId: string, input: MailPreferences): Promise<MailPreferences> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: input });
  return getMailPreferences(db, userId);
}

/** Several members' choices at once (absent: the defaults). */
export async function mailPreferencesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, MailPreferences>> {
  const rows = userIds.length ? await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, userIds)) : [];
  const found = new Map(rows.map((r) => [r.userId, { deals: r.deals, messages: r.messages }]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? { ...defaultMailPreferences }]));
}

/**
 * A digest for each member, due `DIGEST_DELAY_MINUTES` after `from`, unless one is already waiting (it will take
 * this too). Two messages racing may queue two: the digest itself makes sure nothing goes twice.
 */
export async function scheduleDigests(db: DbOrTx, userIds: string[], from: Date): Promise<void> {
  if (userIds.length === 0) return;
  const waiting = await db
    .select({ userId: sql<string>`${jobs.payload}->>'userId'` })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.digest'), isNull(jobs.doneAt), isNull(jobs.failedAt), sql`${jobs.payload}->>'userId' in ${userIds}`));
  const have = new Set(waiting.map((w) => w.userId));
  const runAt = new Date(from.getTime() + DIGEST_DELAY_MINUTES * MINUTE);
  for (const userId of userIds.filter((id) => !have.has(id))) await enqueue(db, 'mail.digest', { userId }, { runAt });
}

/** A new message, told to its reader by e-mail as they chose: now, in the digest, or not at all. */
export async function mailAboutMessage(
  tx: DbOrTx,
  m: { to: string; fromCompany: string; vesselName: string; conversationId: string; body: string; at: Date; appUrl: string },
): Promise<void> {
  const prefs = await getMailPreferences(tx, m.to);
  if (prefs.messages === 'digest') return scheduleDigests(tx, [m.to], m.at);
  if (prefs.messages === 'off') return;
  const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, m.to));
  if (!user) return;
  const text = [
    `Hello ${user.name},`,
    '',
    `${m.fromCompany} wrote about ${m.vesselName}:`,
    '',
    quote(m.body),
    '',
    `Answer: ${m.appUrl}/app/messages/${m.conversationId}`,
    '',
    `Choose what Fairlead e-mails you: ${m.appUrl}/app/settings`,
  ].join('\n');
  await enqueueMany(tx, 'mail.send', [{ to: user.email, subject: `New message from ${m.fromCompany} - Fairlead`, text }]);
}

const quote = (body: string) =>
  body
    .split('\n')
    .slice(0, 12)
    .map((l) => `> ${l}`)
    .join('\n');
const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The digest job: one e-mail with what stayed unread for 10 minutes since the last digest (messages, and deal
 * notices for members who chose the digest for deals), sent once. The member's preference row is locked and moved
 * forward in the same transaction as the e-mail is queued, so a second run finds nothing new. What is not yet 10
 * minutes old waits for a digest of its own.
 */
export async function sendDigest(deps: { db: Database; clock: { now: () => Date }; appUrl: string }, userId: string): Promise<void> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - DIGEST_DELAY_MINUTES * MINUTE);
  await deps.db.transaction(async (tx) => {
    await tx.insert(mailPreferences).values({ userId }).onConflictDoNothing();
    const [prefs] = await tx.select().from(mailPreferences).where(eq(mailPreferences.userId, userId)).for('update');
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!prefs || !user) return;
    const since = prefs.digestedUntil ?? new Date(0);
    const readMark = sql`case when ${conversations.ownerId} = ${userId} then ${conversations.ownerReadAt} else ${conversations.chartererReadAt} end`;
    const unread = (after: Date, upTo: Date) =>
      tx
        .select({
          body: messages.body,
          at: messages.createdAt,
          company: profiles.companyName,
          vessel: vessels.name,
          conversationId: conversations.id,
          fixedAt: deals.fixedAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(deals, eq(deals.id, conversations.dealId))
        .innerJoin(vessels, eq(vessels.id, conversations.vesselId))
        .innerJoin(profiles, eq(profiles.id, messages.senderId))
        .where(
          and(
            sql`(${conversations.ownerId} = ${userId} or ${conversations.chartererId} = ${userId})`,
            sql`${messages.senderId} <> ${userId}`,
            isNull(messages.hiddenAt),
            gt(messages.createdAt, after),
            lte(messages.createdAt, upTo),
            sql`${messages.createdAt} > coalesce(${readMark}, '-infinity'::timestamptz)`,
          ),
        )
        .orderBy(messages.createdAt);
    const dealNotices = (after: Date, upTo: Date) =>
      tx
        .select({ title: notifications.title, message: notifications.message, at: notifications.createdAt })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.category, 'deals'),
            eq(notifications.read, false),
            gt(notifications.createdAt, after),
            lte(notifications.createdAt, upTo),
          ),
        )
        .orderBy(notifications.createdAt);
    const due = prefs.messages === 'digest' ? await unread(since, cutoff) : [];
    const notices = prefs.deals === 'digest' ? await dealNotices(since, cutoff) : [];
    await tx.update(mailPreferences).set({ digestedUntil: cutoff }).where(eq(mailPreferences.userId, userId));
    if (due.length || notices.length) {
      const lines = [`Hello ${user.name},`, '', 'While you were away from Fairlead:'];
      if (due.length) {
        lines.push('', `Messages (${due.length} unread)`);
        // masked as the thread masks them until the deal is fixed, before clipping can cut a detail in two
        for (const m of due.slice(0, 20))
          lines.push(`- ${m.company} about ${m.vessel}: ${clip(maskUntilFixed(m.body, m.fixedAt).replace(/\s+/g, ' ')) || 'sent a file'}`);
        if (due.length > 20) lines.push(`- and ${due.length - 20} more`);
        lines.push(`Read and answer: ${deps.appUrl}/app/messages`);
      }
      if (notices.length) {
        lines.push('', `Deals (${notices.length})`);
        for (const n of notices.slice(0, 20)) lines.push(`- ${n.title}: ${clip(n.message)}`);
        lines.push(`Your deals: ${deps.appUrl}/app/deals`);
      }
      lines.push('', `Choose what Fairlead e-mails you: ${deps.appUrl}/app/settings`);
      const what = [
        due.length ? `${due.length} unread message${due.length > 1 ? 's' : ''}` : '',
        notices.length ? `${notices.length} deal update${notices.length > 1 ? 's' : ''}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      await enqueueMany(tx, 'mail.send', [{ to: user.email, subject: `${what} - Fairlead`, text: lines.join('\n') }]);
    }
    // What is younger than the cutoff gets a digest of its own when it comes of age, if still unread then.
    const [youngMessage] = prefs.messages === 'digest' ? await unread(cutoff, now) : [];
    const [youngNotice] = prefs.deals === 'digest' ? await dealNotices(cutoff, now) : [];
    const oldest = [youngMessage?.at, youngNotice?.at].filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
    if (oldest) await enqueue(tx, 'mail.digest', { userId }, { runAt: new Date(oldest.getTime() + DIGEST_DELAY_MINUTES * MINUTE) });
  });
}
