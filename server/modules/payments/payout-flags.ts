import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { maskedIban } from '../../../common/payments/bank-details';
import { ibanCountry, payoutFlagLabels, payoutHeldReason, samePayee, type PayoutFlagKind } from '../../../common/payments/payout-flags';
import { countryName } from '../../../common/vessels/identifiers';
import type { DbOrTx } from '../../db/client';
import { payoutAccounts, payoutFlags, profiles } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { flagToAdmins } from './admin-flags';
import type { PaymentDeps } from './deps';
import { queuePayoutsOfOwner } from './payouts';

type Account = typeof payoutAccounts.$inferSelect;
type Details = { otherCompanies?: string[]; previousHolder?: string; holder?: string; previousCountry?: string; country?: string };

/** The flag's reason in a sentence an admin acts on. */
export function flagDetail(kind: PayoutFlagKind, d: Details): string {
  if (kind === 'shared_iban') return `The same IBAN is registered by ${(d.otherCompanies ?? []).join(', ') || 'another company'}.`;
  if (kind === 'payee_changed') return `The payee was “${d.previousHolder}” and is now “${d.holder}”.`;
  return `The bank’s country was ${countryName(d.previousCountry ?? '')} and is now ${countryName(d.country ?? '')}.`;
}

const companyOf = async (tx: DbOrTx, ownerId: string) =>
  (await tx.select({ company: profiles.companyName }).from(profiles).where(eq(profiles.id, ownerId)))[0]?.company ?? 'An owner';

async function raise(tx: DbOrTx, deps: Pick<PaymentDeps, 'appUrl' | 'clock'>, account: Account, kind: PayoutFlagKind, details: Details) {
  const at = deps.clock.now();
  const [flag] = await tx
    .insert(payoutFlags)
    .values({ payoutAccountId: account.id, kind, details, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: payoutFlags.id });
  if (!flag) return; // the same doubt is already open on this account
  const company = await companyOf(tx, account.ownerId);
  await flagToAdmins(tx, deps.appUrl, at, {
    action: `payout.flag_${kind}`,
    entity: 'payout_account',
    entityId: account.id,
    title: `Payout account flagged: ${payoutFlagLabels[kind].toLowerCase()}`,
    message: `${company}’s payout account ${maskedIban(account.iban)}: ${flagDetail(kind, details)} Payouts to it wait until an admin clears the flag.`,
    details: { flagId: flag.id, kind, iban: maskedIban(account.iban), ...details },
  });
}

/**
 * Looks at payout details just saved, in the transaction that saved them, against `previous` (the owner's active
 * account before this change, if any). A shared IBAN flags every company's account that carries it: either of them
 * may be the impostor, so money waits on both sides.
 */
export async function raisePayoutFlags(tx: DbOrTx, deps: Pick<PaymentDeps, 'appUrl' | 'clock'>, account: Account, previous: Account | undefined) {
  const others = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.iban, account.iban), ne(payoutAccounts.ownerId, account.ownerId)));
  if (others.length) {
    const companies = [...new Set(await Promise.all(others.map((o) => companyOf(tx, o.ownerId))))];
    await raise(tx, deps, account, 'shared_iban', { otherCompanies: companies });
    const mine = await companyOf(tx, account.ownerId);
    for (const o of others.filter((x) => ['active', 'pending', 'awaiting_confirmation'].includes(x.status))) {
      await raise(tx, deps, o, 'shared_iban', { otherCompanies: [mine] });
    }
  }
  if (!previous) return;
  if (!samePayee(previous.holderName, account.holderName)) {
    await raise(tx, deps, account, 'payee_changed', { previousHolder: previous.holderName, holder: account.holderName });
  }
  if (ibanCountry(previous.iban) !== ibanCountry(account.iban)) {
    await raise(tx, deps, account, 'country_changed', { previousCountry: ibanCountry(previous.iban), country: ibanCountry(account.iban) });
  }
}

/**
 * Open flags on accounts money could still go to (active, or a change on its way), newest first, for the back office's
 * payments page. A flag on an account blocked, cancelled or superseded holds nothing any more.
 */
export async function openPayoutFlags(db: DbOrTx) {
  const rows = await db
    .select({ flag: payoutFlags, account: payoutAccounts, company: profiles.companyName })
    .from(payoutFlags)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payoutFlags.payoutAccountId))
    .innerJoin(profiles, eq(profiles.id, payoutAccounts.ownerId))
    .where(and(isNull(payoutFlags.clearedAt), inArray(payoutAccounts.status, ['active', 'pending', 'awaiting_confirmation'])))
    .orderBy(desc(payoutFlags.createdAt), desc(payoutFlags.id));
  return rows.map(({ flag, account, company }) => ({
    id: flag.id,
    kind: flag.kind,
    ownerCompany: company,
    holderName: account.holderName,
    iban: maskedIban(account.iban),
    accountStatus: account.status,
    detail: flagDetail(flag.kind, flag.details as Details),
    createdAt: flag.createdAt.toISOString(),
  }));
}

/**
 * An admin who has checked the account with the owner (by a known telephone number, not by the e-mail that asked for
 * the change) clears the flag with a reason. With no other flag open on it, the owner's held payouts go out.
 */
export async function clearPayoutFlag(deps: PaymentDeps, admin: CurrentUser, flagId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [flag] = await tx.select().from(payoutFlags).where(eq(payoutFlags.id, flagId)).for('update');
    if (!flag) throw notFound('Flag not found');
    if (flag.clearedAt) throw new AppError('conflict', 'This flag is already cleared');
    const at = deps.clock.now();
    await tx.update(payoutFlags).set({ clearedAt: at, clearedBy: admin.id, clearReason: reason }).where(eq(payoutFlags.id, flag.id));
    await recordAudit(tx, {
      actor: admin,
      action: 'payout.flag_cleared',
      entity: 'payout_account',
      entityId: flag.payoutAccountId,
      before: { flagId: flag.id, kind: flag.kind },
      after: { reason },
    });
    const [stillOpen] = await tx
      .select({ id: payoutFlags.id })
      .from(payoutFlags)
      .where(and(eq(payoutFlags.payoutAccountId, flag.payoutAccountId), isNull(payoutFlags.clearedAt)))
      .limit(1);
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.id, flag.payoutAccountId), inArray(payoutAccounts.status, ['active'])));
    if (!stillOpen && account) await queuePayoutsOfOwner(tx, account.ownerId);
  });
}

/**
 * Whether an open flag holds the owner's payouts now, as payOut decides it (a flag on the account active today), with
 * the owner-facing reason; null when nothing does.
 */
export async function payoutHeldFor(db: DbOrTx, ownerId: string): Promise<{ reason: string } | null> {
  const open = await db
    .select({ kind: payoutFlags.kind })
    .from(payoutFlags)
    .innerJoin(payoutAccounts, eq(payoutAccounts.id, payoutFlags.payoutAccountId))
    .where(and(eq(payoutAccounts.ownerId, ownerId), eq(payoutAccounts.status, 'active'), isNull(payoutFlags.clearedAt)));
  return open.length ? { reason: payoutHeldReason(open.map((f) => f.kind)) } : null;
}
