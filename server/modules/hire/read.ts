import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import type { TimeTerms } from '../../../common/charters/terms';
import { hireMessages, type HireView } from '../../../common/hire/api';
import { hireProblems } from '../../../common/hire/problems';
import { hireStatement } from '../../../common/hire/statement';
import type { HireStatementInput, HireTerms, OffHire } from '../../../common/hire/terms';
import { dealForParty } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { hireAgreements, hireFactsVersions, hireOffHireAnswers, hireOffHires, offers, paymentCharges, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { sealedTermsOf } from '../contracts/sealed';

export type HireDeal = { dealId: string; party: Party | null; cp: TimeTerms };
export type Payment = HireView['payments'][number];

/** Hire instalments (and a final hire balance) count as paid once in escrow, less what was refunded of them. */
const hireKinds = ['hire', 'hire_balance'] as const;
const paidStates = ['held', 'on_hold', 'released', 'settled', 'refunded'];
/** States in which an instalment may still be paid: the statement is agreed only once none is left (decision 036). */
export const awaitingStates = ['scheduled', 'pending', 'failed'];

/**
 * A deal for a party or an admin (404 to anyone else, as for the deal), then the side check the caller asks for (403),
 * then the charter: a fixed time charter, with its terms (the signed version once sealed, the accepted recap before).
 */
export async function hireDeal(
  tx: DbOrTx,
  dealId: string,
  user: CurrentUser,
  opts: { lock?: boolean; check?: (party: Party | null) => void } = {},
): Promise<HireDeal> {
  const { deal, party } = await dealForParty(tx, dealId, user, opts);
  opts.check?.(party);
  if (deal.stage !== 'fixed' || deal.charterType !== 'time') throw new AppError('conflict', hireMessages.notTime);
  const [accepted] = await tx
    .select({ terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.dealId, deal.id), eq(offers.status, 'accepted')));
  const cp = (await sealedTermsOf(tx, deal.id)) ?? accepted?.terms;
  if (cp?.charterType !== 'time') throw new AppError('conflict', hireMessages.notTime);
  if (cp.currency !== 'USD') throw new AppError('conflict', hireMessages.currency);
  return { dealId: deal.id, party, cp };
}

export async function latestHireFacts(tx: DbOrTx, dealId: string) {
  const [row] = await tx
    .select()
    .from(hireFactsVersions)
    .where(eq(hireFactsVersions.dealId, dealId))
    .orderBy(desc(hireFactsVersions.version))
    .limit(1);
  return row;
}

/** Every off-hire of the deal, in the order recorded, with the owner's latest answer. */
export async function offHiresOf(tx: DbOrTx, dealId: string) {
  const rows = await tx.select().from(hireOffHires).where(eq(hireOffHires.dealId, dealId)).orderBy(asc(hireOffHires.number));
  const answers = rows.length
    ? await tx
        .select()
        .from(hireOffHireAnswers)
        .where(
          inArray(
            hireOffHireAnswers.offHireId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(hireOffHireAnswers.at))
    : [];
  const offHires = rows.map((r) => {
    const last = answers.filter((a) => a.offHireId === r.id).at(-1);
    return {
      id: r.id,
      number: r.number,
      from: r.fromAt.toISOString(),
      to: r.toAt.toISOString(),
      reason: r.reason,
      bunkersConsumed: r.bunkersConsumed,
      at: r.at.toISOString(),
      answer: last ? { answer: last.answer, comment: last.comment, at: last.at.toISOString() } : null,
    };
  });
  // Each off-hire and each answer is a new version of the statement: an agreement names how many it saw.
  return { offHires, version: rows.length + answers.length };
}

/** Hire paid into escrow, from the schedule: each instalment's amount less refunds, on the day its charge settled. */
export async function hirePaid(tx: DbOrTx, dealId: string): Promise<{ paid: Payment[]; awaiting: boolean }> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), inArray(payments.kind, [...hireKinds])))
    .orderBy(asc(payments.seq));
  const charges = rows.length
    ? await tx
        .select({ paymentId: paymentCharges.paymentId, settledAt: paymentCharges.settledAt })
        .from(paymentCharges)
        .where(
          and(
            inArray(
              paymentCharges.paymentId,
              rows.map((r) => r.id),
            ),
            eq(paymentCharges.status, 'succeeded'),
          ),
        )
    : [];
  const paid = rows
    .filter((p) => paidStates.includes(p.status) && p.amount > p.refundedAmount)
    .map((p) => {
      const on = charges.find((c) => c.paymentId === p.id)?.settledAt ?? p.updatedAt;
      return { paidOn: on.toISOString().slice(0, 10), amount: p.amount - p.refundedAmount, note: p.label };
    });
  return { paid, awaiting: rows.some((p) => awaitingStates.includes(p.status)) };
}

/** The hire terms the statement reads: hire and commissions from the charter party, CVE and ballast bonus as recorded. */
export function hireTermsOf(
  cp: TimeTerms,
  facts: { delivery: HireTerms['delivery']; redelivery: HireTerms['redelivery']; cvePer30Days: number; ballastBonus?: number },
): HireTerms {
  return {
    currency: 'USD',
    hirePerDay: cp.hirePerDay,
    delivery: facts.delivery,
    redelivery: facts.redelivery,
    addressCommissionPercent: cp.addressCommissionPct ?? 0,
    brokeragePercent: cp.brokeragePct ?? 0,
    cvePer30Days: facts.cvePer30Days,
    ...(facts.ballastBonus ? { ballastBonus: facts.ballastBonus } : {}),
  };
}

type OffHireRow = Awaited<ReturnType<typeof offHiresOf>>['offHires'][number];
const asOffHire = (o: OffHireRow): OffHire => ({ from: o.from, to: o.to, reason: o.reason, bunkersConsumed: o.bunkersConsumed });

/** The statement's input: only off-hire the owner accepted is deducted; a disputed or unanswered one is shown, not counted. */
export function statementInput(
  cp: TimeTerms,
  facts: NonNullable<HireView['facts']>['facts'],
  offHires: OffHireRow[],
  paid: Payment[],
): HireStatementInput {
  return {
    terms: hireTermsOf(cp, facts),
    offHires: offHires.filter((o) => o.answer?.answer === 'accepted').map(asOffHire),
    bunkersOnDelivery: facts.bunkersOnDelivery,
    bunkersOnRedelivery: facts.bunkersOnRedelivery,
    expenses: facts.expenses,
    payments: paid,
  };
}

/** The problems of the facts with every off-hire recorded (accepted or not): none may fall outside or overlap. */
export function allProblems(cp: TimeTerms, facts: NonNullable<HireView['facts']>['facts'], offHires: OffHire[]): string[] {
  return hireProblems({ ...statementInput(cp, facts, [], []), offHires });
}

/**
 * Each party's agreement of the statement as it stands (the latest versions) and when given; agreed once both agreed
 * the same balance. Before that, an agreement counts only while its balance is the one computed now.
 */
async function agreementOf(tx: DbOrTx, dealId: string, factsVersion: number, offHiresVersion: number, balance: number | null) {
  const rows = await tx
    .select()
    .from(hireAgreements)
    .where(and(eq(hireAgreements.dealId, dealId), eq(hireAgreements.factsVersion, factsVersion), eq(hireAgreements.offHiresVersion, offHiresVersion)))
    .orderBy(asc(hireAgreements.at));
  const owner = rows.filter((r) => r.party === 'owner');
  const both = owner.map((o) => [o, rows.find((r) => r.party === 'charterer' && r.balance === o.balance)] as const).find(([, c]) => c);
  if (both?.[1]) {
    const [o, c] = both;
    const second = o.at > c.at ? o : c;
    return { owner: o.at.toISOString(), charterer: c.at.toISOString(), agreed: true, payments: second.payments };
  }
  const at = (p: Party) => rows.find((r) => r.party === p && r.balance === balance)?.at.toISOString() ?? null;
  return { owner: at('owner'), charterer: at('charterer'), agreed: false, payments: null };
}

/** Everything the hire page shows this caller: terms, facts, off-hires with answers, payments, the lines and the balance. */
export async function hireView(tx: DbOrTx, { dealId, party, cp }: HireDeal): Promise<HireView> {
  const latest = await latestHireFacts(tx, dealId);
  const { offHires, version: offHiresVersion } = await offHiresOf(tx, dealId);
  const { paid, awaiting } = await hirePaid(tx, dealId);
  const compute = (payments: Payment[]) => (latest ? hireStatement(statementInput(cp, latest.facts, offHires, payments)) : null);
  const live = compute(paid);
  const agreement = latest
    ? await agreementOf(tx, dealId, latest.version, offHiresVersion, live?.balance ?? null)
    : { owner: null, charterer: null, agreed: false, payments: null };
  // Once agreed, the statement reads the payments it was agreed on: what escrow does since is its settlement.
  const shownPayments = agreement.payments ?? paid;
  const statement = agreement.payments ? compute(agreement.payments) : live;
  const open = !agreement.agreed;
  return {
    currency: 'USD',
    terms: { hirePerDay: cp.hirePerDay, addressCommissionPercent: cp.addressCommissionPct ?? 0, brokeragePercent: cp.brokeragePct ?? 0 },
    facts: latest ? { version: latest.version, facts: latest.facts, at: latest.at.toISOString() } : null,
    offHires: offHires.map(({ id: _, ...o }) => o),
    offHiresVersion,
    payments: shownPayments,
    statement: statement
      ? { lines: statement.lines, owedToOwners: statement.owedToOwners, owedToCharterers: statement.owedToCharterers, balance: statement.balance }
      : null,
    agreement: { owner: agreement.owner, charterer: agreement.charterer, agreed: agreement.agreed },
    hireAwaitingPayment: awaiting,
    actions: {
      recordFacts: party === 'owner' && open,
      recordOffHire: party === 'charterer' && open && latest !== undefined,
      answerOffHire: party === 'owner' && open && offHires.length > 0,
      agree: party !== null && open && statement !== null && !awaiting && agreement[party] === null,
    },
    party,
  };
}
