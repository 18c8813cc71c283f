import { and, eq } from 'drizzle-orm';
import {
  laytimeMessages,
  type AgreeInput,
  type FactsInput,
  type LaytimeCall,
  type LaytimeView,
  type StatementOfFacts,
  type TermsInput,
} from '../../../common/laytime/api';
import { requireDealParty, requireSide } from '../../auth/record-access';
import type { Database } from '../../db/client';
import type { DbOrTx } from '../../db/client';
import { laytimeAgreements, laytimeTermsVersions, statementOfFactsComments, statementOfFactsVersions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { settleAgreedLaytime } from '../payments/laytime-settlement';
import { checkedFacts } from './facts-checks';
import { currentRound } from './reopen-read';
import { settleReagreed } from './reopen-settle';
import { agreementOf, effectiveTerms, latestFacts, latestTermsVersion, laytimeDeal, laytimeView, sheetVersionsOf } from './read';

// The statement of facts and the laytime sheet of a fixed voyage charter (#30, decision 033). Each action is one
// transaction on the deal, locked, so two saves on the same version cannot both become the next one.

export type LaytimeDeps = { db: Database; clock: Clock };
/** Agreeing may settle the sheet, which tells both parties by e-mail with a link to the deal. */
type AgreeDeps = LaytimeDeps & { config: { appUrl: string } };
type CommentInput = { version: number; entry: string; kind: 'comment' | 'dispute'; body: string };

/** Once both parties have agreed the sheet it is final (decision 034): no new terms or facts are saved over it. */
async function refuseIfAgreed(tx: DbOrTx, dealId: string): Promise<void> {
  if ((await agreementOf(tx, dealId, await sheetVersionsOf(tx, dealId))).agreed) throw new AppError('conflict', laytimeMessages.agreed);
}

/** What a party (or an admin looking on) reads: terms, statements of facts, comments and the sheet. */
export async function readLaytime(deps: LaytimeDeps, user: CurrentUser, dealId: string): Promise<LaytimeView> {
  return deps.db.transaction(async (tx) => laytimeView(tx, await laytimeDeal(tx, dealId, user, { agentAt: 'any' })));
}

/**
 * The owner records a port call's statement of facts, as a new version on top of the one they edited. Facts out of
 * order, overlapping, or outside the call or the voyage, are refused in the words the form shows (facts-checks.ts).
 */
export async function saveFacts(deps: LaytimeDeps, user: CurrentUser, dealId: string, call: LaytimeCall, input: FactsInput): Promise<LaytimeView> {
  return deps.db.transaction(async (tx) => {
    // The owner's agent at this call records it for the owner (decision 037).
    const deal = await laytimeDeal(tx, dealId, user, { lock: true, agentAt: call });
    requireSide(deal.party, 'owner', 'records the statement of facts');
    await refuseIfAgreed(tx, dealId);
    const latest = await latestFacts(tx, dealId, call);
    if (input.basedOn !== (latest?.version ?? 0)) throw new AppError('conflict', laytimeMessages.stale);
    const { timeZone, facts } = await checkedFacts(tx, deal, call, input, deps.clock.now());
    await tx.insert(statementOfFactsVersions).values({
      dealId,
      call,
      version: input.basedOn + 1,
      timeZone,
      facts,
      recordedBy: user.id,
      at: deps.clock.now(),
    });
    return laytimeView(tx, deal);
  });
}

/**
 * Either party saves the laytime terms the charter party lacks, as a new version. Until both agree the sheet either
 * may revise them; each version names who saved it.
 */
export async function saveTerms(deps: LaytimeDeps, user: CurrentUser, dealId: string, input: TermsInput): Promise<LaytimeView> {
  return deps.db.transaction(async (tx) => {
    const deal = await laytimeDeal(tx, dealId, user, { lock: true });
    const party = requireDealParty(deal.party);
    await refuseIfAgreed(tx, dealId);
    const latest = await latestTermsVersion(tx, dealId);
    if (input.basedOn !== (latest?.version ?? 0)) throw new AppError('conflict', laytimeMessages.stale);
    const { basedOn: _, ...rest } = input;
    await tx.insert(laytimeTermsVersions).values({
      dealId,
      version: input.basedOn + 1,
      terms: effectiveTerms(deal.cp, { ...rest, regime: deal.cp.laytimeTerms, demurragePerDay: 0, despatchPerDay: 0 }),
      savedBy: user.id,
      party,
      at: deps.clock.now(),
    });
    return laytimeView(tx, deal);
  });
}

/** Whether `entry` names an entry the version holds: an event it recorded, or one of its interruptions. */
function hasEntry(facts: StatementOfFacts, entry: string): boolean {
  const n = /^interruptions\.(\d+)$/.exec(entry);
  if (n) return Number(n[1]) < facts.interruptions.length;
  // The events a statement may leave out are entries only where it recorded them.
  const optional = ['arrived', 'norAccepted', 'allFast', 'hatchesOpened'] as const;
  return !optional.some((e) => e === entry && facts[e] === undefined);
}

/** A party comments on an entry of a version of the statement of facts; only the charterer disputes one. */
export async function commentOnFact(
  deps: LaytimeDeps,
  user: CurrentUser,
  dealId: string,
  call: LaytimeCall,
  input: CommentInput,
): Promise<LaytimeView> {
  return deps.db.transaction(async (tx) => {
    const deal = await laytimeDeal(tx, dealId, user, { lock: true, agentAt: call });
    const party = requireDealParty(deal.party);
    if (input.kind === 'dispute') requireSide(party, 'charterer', 'disputes an entry of the statement of facts');
    const [version] = await tx
      .select()
      .from(statementOfFactsVersions)
      .where(
        and(
          eq(statementOfFactsVersions.dealId, dealId),
          eq(statementOfFactsVersions.call, call),
          eq(statementOfFactsVersions.version, input.version),
        ),
      );
    if (!version) throw new AppError('validation', laytimeMessages.noVersion, { version: laytimeMessages.noVersion });
    if (!hasEntry(version.facts, input.entry)) throw new AppError('validation', laytimeMessages.noEntry, { entry: laytimeMessages.noEntry });
    await tx.insert(statementOfFactsComments).values({
      versionId: version.id,
      entry: input.entry,
      kind: input.kind,
      body: input.body,
      authorId: user.id,
      party,
      at: deps.clock.now(),
    });
    return laytimeView(tx, deal);
  });
}

/**
 * A party agrees the sheet as computed from the versions it names, with the result it showed. Refused if the sheet
 * changed since (another version saved, or a result that differs): a party agrees what it read, never another sheet.
 * The same party agreeing the same versions again changes nothing. The second party's agreement makes it final, and
 * settles it through escrow in this transaction (decision 035): so it is settled once, and only when both agreed.
 */
export async function agreeSheet(deps: AgreeDeps, user: CurrentUser, dealId: string, input: AgreeInput): Promise<LaytimeView> {
  return deps.db.transaction(async (tx) => {
    const deal = await laytimeDeal(tx, dealId, user, { lock: true });
    const party = requireDealParty(deal.party);
    const now = await laytimeView(tx, deal);
    const load = now.calls.find((c) => c.call === 'load')?.latest?.version;
    const discharge = now.calls.find((c) => c.call === 'discharge')?.latest?.version;
    if (!load || !discharge || !now.sheet) throw new AppError('conflict', laytimeMessages.bothCalls);
    const same =
      input.termsVersion === now.termsVersion &&
      input.facts.load === load &&
      input.facts.discharge === discharge &&
      input.demurrage === now.sheet.demurrage &&
      input.despatch === now.sheet.despatch;
    if (!same) throw new AppError('conflict', laytimeMessages.sheetChanged);
    if (now.agreement[party] !== null) return now;
    const round = await currentRound(tx, dealId);
    await tx.insert(laytimeAgreements).values({
      dealId,
      party,
      round,
      termsVersion: now.termsVersion,
      loadFactsVersion: load,
      dischargeFactsVersion: discharge,
      currency: now.currency,
      demurrage: now.sheet.demurrage,
      despatch: now.sheet.despatch,
      agreedBy: user.id,
      at: deps.clock.now(),
    });
    const after = await laytimeView(tx, deal);
    if (!after.agreement.agreed) return after;
    if (round > 1) {
      // Agreed again after both reopened it: only the difference from the earlier round's sheet moves (decision 038).
      await settleReagreed(tx, deps.config.appUrl, dealId, round, now, { load, discharge }, deps.clock.now());
      return after;
    }
    await settleAgreedLaytime(
      tx,
      deps.config.appUrl,
      {
        dealId,
        currency: now.currency,
        demurragePerDay: now.terms.demurragePerDay,
        demurrageMinutes: now.sheet.demurrageMinutes,
        demurrage: now.sheet.demurrage,
        despatch: now.sheet.despatch,
        versions: `terms version ${now.termsVersion}, statements of facts version ${load} at the load port and ${discharge} at the discharge port`,
      },
      deps.clock.now(),
    );
    return after;
  });
}
