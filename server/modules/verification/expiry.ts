import { and, eq } from 'drizzle-orm';
import { expiredStartMessage, unverifiedStartMessage } from '../../../common/verification/schemas';
import type { DbOrTx } from '../../db/client';
import { profiles, verificationSubmissions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import type { VerificationDeps } from './service';

/**
 * A notice before a verification lapses (30 and 7 days), or the lapse itself (0: the day the first document
 * expires). Re-reads under the profile's lock and acts only if this approval is still the company's current one, so
 * a renewal approved since, or a job run twice, changes nothing and tells no one.
 */
export async function verificationExpiry(deps: Omit<VerificationDeps, 'storage'>, submissionId: string, days: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(verificationSubmissions)
      .where(and(eq(verificationSubmissions.id, submissionId), eq(verificationSubmissions.status, 'approved')));
    if (!file?.expiresOn) return;
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, file.profileId)).for('update');
    if (!before || before.erasedAt || !before.verified || before.verificationExpiresOn !== file.expiresOn) return;
    if (now < new Date(Date.parse(`${file.expiresOn}T00:00:00Z`) - days * 86_400_000)) return;
    let title: string;
    let message: string;
    if (days > 0) {
      title = `Company verification expires in ${days} days`;
      message = `A document of ${file.legalName} expires on ${file.expiresOn}, and your company's verification with it. Send the renewed document for review so you can keep starting new deals.`;
    } else {
      const [after] = await tx.update(profiles).set({ verified: false }).where(eq(profiles.id, file.profileId)).returning();
      await recordAudit(tx, { actor: null, action: 'verification.expired', entity: 'profile', entityId: file.profileId, before, after });
      title = 'Company verification expired';
      message = `A document of ${file.legalName} expired today, and your company's verification with it. Your open deals carry on, but you cannot start new ones until Fairlead has checked your renewed documents.`;
    }
    await notifyAndMailMany(
      tx,
      [
        {
          userId: file.profileId,
          title,
          message,
          link: { url: `${deps.appUrl}/app/company/verification`, label: 'Send renewed documents' },
          category: 'account',
        },
      ],
      now,
    );
  });
}

export const verificationJobHandlers = (deps: Omit<VerificationDeps, 'storage'>) => ({
  'verification.expiry': ({ submissionId, days }: { submissionId: string; days: number }) => verificationExpiry(deps, submissionId, days),
});

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Starting a deal (an enquiry, an offer of a ship for a cargo order) needs a company verified now: read from the
 * database (not the session) and from the expiry date itself, so a lapse counts even before its job has run.
 */
export async function requireVerifiedToStart(db: DbOrTx, user: Pick<CurrentUser, 'id'>, what: string, now: Date): Promise<void> {
  const [p] = await db
    .select({ verified: profiles.verified, expiresOn: profiles.verificationExpiresOn })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (p?.expiresOn && p.expiresOn <= todayOf(now)) throw new AppError('forbidden', expiredStartMessage(p.expiresOn, what));
  if (!p?.verified) throw new AppError('forbidden', unverifiedStartMessage(what));
}

/** Inside a deal already open, a company whose verification lapsed carries on: it keeps its deals. */
export async function requireVerifiedInDeal(db: DbOrTx, user: Pick<CurrentUser, 'id'>, what: string): Promise<void> {
  const [p] = await db
    .select({ verified: profiles.verified, checkedOn: profiles.verificationCheckedOn })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (!p?.verified && !p?.checkedOn) throw new AppError('forbidden', unverifiedStartMessage(what));
}
