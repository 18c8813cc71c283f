import {
  answerInputSchema,
  hireMessages,
  type AnswerInput,
  type HireAgreeInput,
  type HireFactsInput,
  type HireView,
  type OffHireInput,
} from '../../../common/hire/api';
import { offHireSchema } from '../../../common/hire/terms';
import { requireDealParty, requireSide } from '../../auth/record-access';
import type { Database, DbOrTx } from '../../db/client';
import { hireAgreements, hireFactsVersions, hireOffHireAnswers, hireOffHires } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { settleAgreedHire } from '../payments/hire-settlement';
import { allProblems, hireDeal, hirePaid, hireView, offHiresOf, type HireDeal } from './read';

// The hire statement of a fixed time charter (#30, decision 036). Each action is one transaction on the deal, locked,
// so two saves on the same version cannot both become the next one and the second agreement settles once.

export type HireDeps = { db: Database; clock: Clock };
/** Agreeing may settle the statement, which tells both parties by e-mail with a link to the deal. */
export type HireAgreeDeps = HireDeps & { config: { appUrl: string } };

/** Once both parties have agreed the statement it is final: no new facts, off-hire or answers are recorded over it. */
async function openView(tx: DbOrTx, deal: HireDeal): Promise<HireView> {
  const view = await hireView(tx, deal);
  if (view.agreement.agreed) throw new AppError('conflict', hireMessages.agreed);
  return view;
}

const refuse = (problems: string[]) => {
  if (problems.length) throw new AppError('validation', problems.join('. '));
};

/** What a party (or an admin looking on) reads. */
export async function readHire(deps: HireDeps, user: CurrentUser, dealId: string): Promise<HireView> {
  return deps.db.transaction(async (tx) => hireView(tx, await hireDeal(tx, dealId, user)));
}

/**
 * The owner records the statement's facts, as a new version on top of the one they edited. Facts that leave a recorded
 * off-hire outside delivery to redelivery, or are wrong in themselves, are refused in the words the form shows.
 */
export async function saveHireFacts(deps: HireDeps, user: CurrentUser, dealId: string, input: HireFactsInput): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const deal = await hireDeal(tx, dealId, user, { lock: true, check: (p) => requireSide(p, 'owner', 'records the hire statement’s facts') });
    const view = await openView(tx, deal);
    if (input.basedOn !== (view.facts?.version ?? 0)) throw new AppError('conflict', hireMessages.stale);
    const { basedOn: _, ...facts } = input;
    refuse(allProblems(deal.cp, facts, view.offHires));
    await tx.insert(hireFactsVersions).values({ dealId, version: input.basedOn + 1, facts, recordedBy: user.id, at: deps.clock.now() });
    return hireView(tx, deal);
  });
}

/**
 * The charterer records an off-hire period. It must end after it starts, fall between delivery and redelivery and
 * overlap no other off-hire recorded (accepted, disputed or unanswered), in the words the form shows.
 */
export async function recordOffHire(deps: HireDeps, user: CurrentUser, dealId: string, input: OffHireInput): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const deal = await hireDeal(tx, dealId, user, { lock: true, check: (p) => requireSide(p, 'charterer', 'records off-hire') });
    const view = await openView(tx, deal);
    if (!view.facts) throw new AppError('conflict', hireMessages.noFacts);
    const offHire = offHireSchema.parse(input);
    refuse(allProblems(deal.cp, view.facts.facts, [...view.offHires, offHire]));
    await tx.insert(hireOffHires).values({
      dealId,
      number: view.offHires.length + 1,
      fromAt: new Date(offHire.from),
      toAt: new Date(offHire.to),
      reason: offHire.reason,
      bunkersConsumed: offHire.bunkersConsumed,
      recordedBy: user.id,
      at: deps.clock.now(),
    });
    return hireView(tx, deal);
  });
}

/** The owner accepts an off-hire (it is deducted from hire) or disputes it with a comment (shown, not deducted). */
export async function answerOffHire(deps: HireDeps, user: CurrentUser, dealId: string, n: number, input: AnswerInput): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const deal = await hireDeal(tx, dealId, user, { lock: true, check: (p) => requireSide(p, 'owner', 'accepts or disputes off-hire') });
    await openView(tx, deal);
    const { offHires } = await offHiresOf(tx, dealId);
    const offHire = offHires.find((o) => o.number === n);
    if (!offHire) throw new AppError('not_found', hireMessages.noOffHire);
    const answer = answerInputSchema.parse(input);
    await tx.insert(hireOffHireAnswers).values({
      offHireId: offHire.id,
      answer: answer.answer,
      comment: answer.comment,
      answeredBy: user.id,
      at: deps.clock.now(),
    });
    return hireView(tx, deal);
  });
}

/**
 * A party agrees the statement as computed from the versions it names, with the balance it showed; refused if it
 * changed since. Refused too while a hire instalment is still awaiting payment: what is paid would change under it.
 * The same party agreeing again changes nothing. The second agreement makes it final and settles it through escrow in
 * this transaction (decision 036): settled once, and only when both agreed.
 */
export async function agreeHireStatement(deps: HireAgreeDeps, user: CurrentUser, dealId: string, input: HireAgreeInput): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const deal = await hireDeal(tx, dealId, user, { lock: true, check: requireDealParty });
    const party = requireDealParty(deal.party);
    const now = await hireView(tx, deal);
    if (!now.facts || !now.statement) throw new AppError('conflict', hireMessages.noStatement);
    const same = input.factsVersion === now.facts.version && input.offHiresVersion === now.offHiresVersion && input.balance === now.statement.balance;
    if (!same) throw new AppError('conflict', hireMessages.changed);
    if (now.agreement.agreed || now.agreement[party] !== null) return now;
    if ((await hirePaid(tx, dealId)).awaiting) throw new AppError('conflict', hireMessages.unpaidHire);
    await tx.insert(hireAgreements).values({
      dealId,
      party,
      factsVersion: now.facts.version,
      offHiresVersion: now.offHiresVersion,
      currency: now.currency,
      balance: now.statement.balance,
      payments: now.payments,
      agreedBy: user.id,
      at: deps.clock.now(),
    });
    const after = await hireView(tx, deal);
    if (!after.agreement.agreed) return after;
    await settleAgreedHire(
      tx,
      deps.config.appUrl,
      {
        dealId,
        currency: now.currency,
        balance: now.statement.balance,
        versions: `facts version ${now.facts.version}, off-hire version ${now.offHiresVersion}`,
      },
      deps.clock.now(),
    );
    return after;
  });
}
