import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { finalStates } from '../../../common/payments/payment-process';
import type { z } from 'zod';
import {
  PASSWORD_AFTER_FIXTURE,
  PAYOUT_CHANGE_HOURS,
  maskedIban,
  type bankDetailsInputSchema,
  type BankDetailsView,
} from '../../../common/payments/bank-details';
import { withPasswordCheck } from '../../auth/password';
import type { DbOrTx } from '../../db/client';
import { charters, deals, payments, payoutAccounts, profiles } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany, type Notice } from '../notifications/service';
import type { PaymentDeps } from './deps';
import { raisePayoutFlags } from './payout-flags';
import { queuePayoutsOfOwner } from './payouts';
import { sentence } from '../../../common/sentence';

// Payout bank details that cannot be swapped: "our bank account has changed" is this trade's costliest fraud. Before
// an owner's first fixture the details apply at once; after it (even if that deal was later cancelled), a change needs the password again, the link sent by
// e-mail, and waits 48 hours, during which the owner and every charterer with money due are told and an admin may
// block it. Money is paid out only to the active details, and never while an admin flag on them is open (payout-flags.ts).

type Row = typeof payoutAccounts.$inferSelect;
const HOUR = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const shown = (r: Row | undefined) =>
  r
    ? {
        id: r.id,
        holderName: r.holderName,
        iban: maskedIban(r.iban),
        bic: r.bic,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        confirmedAt: r.confirmedAt?.toISOString() ?? null,
        appliesAt: r.appliesAt?.toISOString() ?? null,
        blockReason: r.blockReason,
      }
    : null;

/**
 * Whether a change of payout details needs the password, the e-mailed link and the 48 hours. The deal's stage is not
 * enough: an admin's cancellation moves a fixed deal to 'cancelled' while its money may still be in escrow, and a
 * cancelled fixture was still a fixture the fraudster can point to. So: any deal ever fixed (fixed_at stays), any
 * charter that was confirmed, or any of the owner's instalments not yet settled for good.
 */
async function payoutsLocked(tx: DbOrTx, ownerId: string): Promise<boolean> {
  const [everFixed] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.ownerId, ownerId), isNotNull(deals.fixedAt)))
    .limit(1);
  if (everFixed) return true;
  const [confirmed] = await tx
    .select({ id: charters.id })
    .from(charters)
    .where(and(eq(charters.ownerId, ownerId), inArray(charters.status, ['confirmed', 'active', 'completed'])))
    .limit(1);
  if (confirmed) return true;
  const [unsettled] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(deals, eq(deals.id, payments.dealId))
    .where(and(eq(deals.ownerId, ownerId), notInArray(payments.status, [...finalStates])))
    .limit(1);
  return Boolean(unsettled);
}

export async function bankDetailsOf(db: DbOrTx, owner: CurrentUser): Promise<BankDetailsView> {
  const rows = await db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id)).orderBy(desc(payoutAccounts.createdAt));
  return {
    active: shown(rows.find((r) => r.status === 'active')),
    change: shown(rows.find((r) => r.status === 'awaiting_confirmation' || r.status === 'pending')),
    locked: await payoutsLocked(db, owner.id),
  };
}

/** The charterers of the owner's deals with an instalment not yet settled: they are told of any change. */
async function charterersWithMoneyDue(tx: DbOrTx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: deals.chartererId })
    .from(deals)
    .innerJoin(payments, eq(payments.dealId, deals.id))
    .where(and(eq(deals.ownerId, ownerId), notInArray(payments.status, [...finalStates])));
  return rows.map((r) => r.id);
}

async function companyOf(tx: DbOrTx, userId: string) {
  const [p] = await tx.select({ company: profiles.companyName }).from(profiles).where(eq(profiles.id, userId));
  return p?.company ?? 'The owner';
}

const link = (appUrl: string, path: string, label: string) => ({ url: `${appUrl}${path}`, label });

export async function saveBankDetails(
  deps: PaymentDeps,
  owner: CurrentUser,
  input: z.output<typeof bankDetailsInputSchema>,
): Promise<BankDetailsView> {
  const holder = { userId: owner.id, email: owner.email, ip: owner.ip ?? 'unknown' };
  await withPasswordCheck(deps.db, deps.clock.now(), holder, (passwordMatches) =>
    deps.db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, owner.id)).for('update'); // one change at a time per owner
      const at = deps.clock.now();
      const evidence = { ip: owner.ip ?? null, userAgent: owner.userAgent?.slice(0, 500) ?? null };
      const row = { ownerId: owner.id, holderName: input.holderName, iban: input.iban, bic: input.bic, createdAt: at, ...evidence };
      // What the owner was paid to until now: a new payee name or bank country against it is flagged (#25).
      const [previous] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.ownerId, owner.id), eq(payoutAccounts.status, 'active')));
      if (!(await payoutsLocked(tx, owner.id))) {
        await tx
          .update(payoutAccounts)
          .set({ status: 'superseded' })
          .where(and(eq(payoutAccounts.ownerId, owner.id), eq(payoutAccounts.status, 'active')));
        await tx
          .update(payoutAccounts)
          .set({ status: 'cancelled' })
          .where(and(eq(payoutAccounts.ownerId, owner.id), inArray(payoutAccounts.status, ['awaiting_confirmation', 'pending'])));
        const [saved] = await tx
          .insert(payoutAccounts)
          .values({ ...row, status: 'active', confirmedAt: at, appliesAt: at })
          .returning();
        await raisePayoutFlags(tx, deps, saved, previous);
        await queuePayoutsOfOwner(tx, owner.id);
        await recordAudit(tx, {
          actor: owner,
          action: 'payout.details_set',
          entity: 'payout_account',
          entityId: saved.id,
          after: { iban: maskedIban(saved.iban), bic: saved.bic },
        });
        return;
      }
      if (!input.password || !(await passwordMatches(tx, input.password))) {
        throw new AppError('validation', PASSWORD_AFTER_FIXTURE, { password: PASSWORD_AFTER_FIXTURE });
      }
      const [inFlight] = await tx
        .select({ id: payoutAccounts.id })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.ownerId, owner.id), inArray(payoutAccounts.status, ['awaiting_confirmation', 'pending'])));
      if (inFlight) throw new AppError('conflict', 'A change of bank details is already waiting: cancel it before making another');
      const token = randomBytes(32).toString('base64url');
      const [saved] = await tx
        .insert(payoutAccounts)
        .values({ ...row, status: 'awaiting_confirmation', confirmTokenHash: hashToken(token) })
        .returning();
      await raisePayoutFlags(tx, deps, saved, previous);
      await enqueue(tx, 'mail.send', {
        to: owner.email,
        subject: 'Confirm the change of your payout bank details - Fairlead',
        text: [
          `Someone signed in as you asked Fairlead to pay your charter money to a new account: ${input.holderName}, ${maskedIban(input.iban)}, ${input.bic}.`,
          `If it was you, confirm it within 24 hours: ${deps.appUrl}/app/settings/bank-details?token=${token}`,
          `The change then waits ${PAYOUT_CHANGE_HOURS} hours before it applies; your charterers are told. If it was not you, do nothing and change your password.`,
        ].join('\n\n'),
      });
      await recordAudit(tx, {
        actor: owner,
        action: 'payout.change_requested',
        entity: 'payout_account',
        entityId: saved.id,
        after: { iban: maskedIban(saved.iban), bic: saved.bic },
      });
    }),
  );
  return bankDetailsOf(deps.db, owner);
}

/** The e-mailed link: the change starts its 48 hours, and everyone with money at stake is told. */
export async function confirmBankDetails(deps: PaymentDeps, owner: CurrentUser, token: string): Promise<BankDetailsView> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.ownerId, owner.id), eq(payoutAccounts.confirmTokenHash, hashToken(token))))
      .for('update');
    const at = deps.clock.now();
    if (!row || row.status !== 'awaiting_confirmation' || at.getTime() - row.createdAt.getTime() > 24 * HOUR) {
      throw new AppError('conflict', 'This confirmation link is not valid any more: make the change again');
    }
    const appliesAt = new Date(at.getTime() + PAYOUT_CHANGE_HOURS * HOUR);
    await tx
      .update(payoutAccounts)
      .set({ status: 'pending', confirmedAt: at, appliesAt, confirmTokenHash: null })
      .where(eq(payoutAccounts.id, row.id));
    await enqueue(tx, 'payouts.apply-change', { accountId: row.id }, { runAt: appliesAt });
    const company = await companyOf(tx, owner.id);
    const when = `${appliesAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const notices: Notice[] = [
      {
        userId: owner.id,
        title: 'Bank details change confirmed',
        message: `Your new payout account (${maskedIban(row.iban)}) applies at ${when}. Until then payouts go to your current account.`,
        link: link(deps.appUrl, '/app/settings', 'Open your settings'),
        category: 'account',
      },
      ...(await charterersWithMoneyDue(tx, owner.id)).map((id): Notice => ({
        userId: id,
        title: 'Owner’s bank details are changing',
        message: `${company} changed their payout bank details on Fairlead; the change applies at ${when} unless Fairlead stops it. You never pay an owner directly: pay only into escrow on Fairlead, whatever any e-mail says.`,
        link: link(deps.appUrl, '/app/deals', 'Open your deals'),
        category: 'account',
      })),
    ];
    await notifyAndMailMany(tx, notices, at);
    await recordAudit(tx, {
      actor: owner,
      action: 'payout.change_confirmed',
      entity: 'payout_account',
      entityId: row.id,
      after: { appliesAt: appliesAt.toISOString() },
    });
  });
  return bankDetailsOf(deps.db, owner);
}

export async function cancelBankDetailsChange(deps: PaymentDeps, owner: CurrentUser): Promise<BankDetailsView> {
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(payoutAccounts)
      .set({ status: 'cancelled', confirmTokenHash: null })
      .where(and(eq(payoutAccounts.ownerId, owner.id), inArray(payoutAccounts.status, ['awaiting_confirmation', 'pending'])))
      .returning({ id: payoutAccounts.id });
    if (!done.length) throw new AppError('conflict', 'No change of bank details is waiting');
    await recordAudit(tx, { actor: owner, action: 'payout.change_cancelled', entity: 'payout_account', entityId: done[0].id });
  });
  return bankDetailsOf(deps.db, owner);
}

/** The job at the end of the 48 hours: the change applies unless it was blocked or cancelled meanwhile. */
export async function applyBankDetailsChange(deps: PaymentDeps, accountId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.id, accountId)).for('update');
    if (!row || row.status !== 'pending' || !row.appliesAt || row.appliesAt > deps.clock.now()) return;
    await tx
      .update(payoutAccounts)
      .set({ status: 'superseded' })
      .where(and(eq(payoutAccounts.ownerId, row.ownerId), eq(payoutAccounts.status, 'active')));
    await tx.update(payoutAccounts).set({ status: 'active' }).where(eq(payoutAccounts.id, row.id));
    await queuePayoutsOfOwner(tx, row.ownerId);
    await notifyAndMailMany(
      tx,
      [
        {
          userId: row.ownerId,
          title: 'New bank details apply',
          message: `Payouts now go to ${maskedIban(row.iban)}.`,
          link: link(deps.appUrl, '/app/settings', 'Open your settings'),
          category: 'account',
        },
      ],
      deps.clock.now(),
    );
  });
}

/** An admin stops a change in its 48 hours (or before its confirmation), with a reason told to the owner. */
export async function blockBankDetailsChange(deps: PaymentDeps, admin: CurrentUser, accountId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.id, accountId)).for('update');
    if (!row) throw notFound('Bank details change not found');
    if (row.status !== 'pending' && row.status !== 'awaiting_confirmation')
      throw new AppError('conflict', 'Only a change still waiting can be blocked');
    await tx
      .update(payoutAccounts)
      .set({ status: 'blocked', blockedBy: admin.id, blockReason: reason, confirmTokenHash: null })
      .where(eq(payoutAccounts.id, row.id));
    const at = deps.clock.now();
    const company = await companyOf(tx, row.ownerId);
    await notifyAndMailMany(
      tx,
      [
        {
          userId: row.ownerId,
          title: 'Bank details change blocked',
          message: `Fairlead blocked the change to ${maskedIban(row.iban)}: ${sentence(reason)} Payouts keep going to your current account.`,
          link: link(deps.appUrl, '/app/settings', 'Open your settings'),
          category: 'account',
        },
        ...(await charterersWithMoneyDue(tx, row.ownerId)).map((id): Notice => ({
          userId: id,
          title: 'Owner’s bank details change stopped',
          message: `Fairlead stopped a change of ${company}’s payout bank details. Keep paying only into escrow on Fairlead.`,
          link: link(deps.appUrl, '/app/deals', 'Open your deals'),
          category: 'account',
        })),
      ],
      at,
    );
    await recordAudit(tx, { actor: admin, action: 'payout.change_blocked', entity: 'payout_account', entityId: row.id, after: { reason } });
  });
}

/** Changes in flight, for the back office. */
export async function changesInFlight(db: DbOrTx) {
  const rows = await db
    .select({ row: payoutAccounts, company: profiles.companyName })
    .from(payoutAccounts)
    .innerJoin(profiles, eq(profiles.id, payoutAccounts.ownerId))
    .where(inArray(payoutAccounts.status, ['awaiting_confirmation', 'pending']))
    .orderBy(payoutAccounts.createdAt);
  return rows.map(({ row, company }) => ({ ...shown(row)!, ownerCompany: company }));
}

/** Whether the member has payout records (kept with an erased account, never deleted). */
export const hasPayoutRecords = async (db: DbOrTx, userId: string) =>
  (await db.select({ n: count() }).from(payoutAccounts).where(eq(payoutAccounts.ownerId, userId)))[0].n > 0;
