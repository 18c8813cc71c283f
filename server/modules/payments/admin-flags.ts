import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';

export type AdminFlag = {
  /** The audit action, e.g. 'payment.charge_mismatch'. */
  action: string;
  title: string;
  message: string;
  /** What the provider said and what Fairlead expected, kept in the audit record. */
  details: Record<string, unknown>;
} & ({ paymentId: string } | { entity: string; entityId: string });

/**
 * Money the system will not move on its own (a provider's event that does not match the charge, money received for
 * an instalment paid since, a payout account that looks like fraud): it is kept in the audit log and put before every admin, in the app and by e-mail, in the
 * transaction that refused it.
 */
export async function flagToAdmins(tx: DbOrTx, appUrl: string, at: Date, flag: AdminFlag): Promise<void> {
  const subject = 'paymentId' in flag ? { entity: 'payment', entityId: flag.paymentId } : { entity: flag.entity, entityId: flag.entityId };
  await recordAudit(tx, { actor: null, action: flag.action, ...subject, after: flag.details });
  const admins = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), isNull(profiles.suspendedAt), isNull(profiles.erasedAt)));
  await notifyAndMailMany(
    tx,
    admins.map((a) => ({
      userId: a.id,
      title: flag.title,
      message: flag.message,
      link: { url: `${appUrl}/app/admin/payments`, label: 'Open the payments' },
      category: 'account' as const,
    })),
    at,
  );
}
