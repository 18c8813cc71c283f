import { and, count, desc, eq, gte } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import type { AppDeps, CurrentUser } from '../lib/context';
import { AppError } from '../lib/errors';
import { recordAudit } from '../modules/audit/service';

/** At most one link a minute and five a day per member: enough for a lost mail, too few to use us to spam. */
export const RESEND_AFTER_SECONDS = 60;
export const MAX_LINKS_PER_DAY = 5;
const SENT = 'account.confirmation_sent';

/** E-mails the member a link that confirms their address (Better Auth signs it), and records that it went. */
export async function sendConfirmation(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  member: { id: string; email: string; ip?: string | null; userAgent?: string | null },
) {
  await deps.auth.api.sendVerificationEmail({ body: { email: member.email } });
  await recordAudit(deps.db, { actor: member, action: SENT, entity: 'profile', entityId: member.id });
}

/** "Send the link again", for a signed-in member whose address is not confirmed yet. */
export async function resendConfirmation(deps: Pick<AppDeps, 'db' | 'auth' | 'clock'>, member: CurrentUser) {
  const [user] = await deps.db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, member.id));
  if (user?.confirmed) throw new AppError('conflict', 'Your e-mail address is already confirmed.');
  const now = deps.clock.now().getTime();
  const dayAgo = new Date(now - 24 * 60 * 60 * 1000);
  const sent = and(eq(auditLog.entityId, member.id), eq(auditLog.action, SENT), gte(auditLog.createdAt, dayAgo));
  const [[{ n }], [last]] = await Promise.all([
    deps.db.select({ n: count() }).from(auditLog).where(sent),
    deps.db.select({ at: auditLog.createdAt }).from(auditLog).where(sent).orderBy(desc(auditLog.createdAt)).limit(1),
  ]);
  if (n >= MAX_LINKS_PER_DAY)
    throw new AppError('too_many_requests', 'We have sent five links today. Check your spam folder, or try again tomorrow.');
  if (last && now - last.at.getTime() < RESEND_AFTER_SECONDS * 1000) {
    throw new AppError('too_many_requests', 'We sent a link less than a minute ago. Give it a moment to arrive.');
  }
  await sendConfirmation(deps, member);
}
