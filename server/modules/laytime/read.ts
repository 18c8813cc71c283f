import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import type { VoyageTerms } from '../../../common/charters/terms';
import { laytimeCalls, laytimeMessages, type LaytimeCall, type LaytimeView } from '../../../common/laytime/api';
import { laytimeSheet } from '../../../common/laytime/compute';
import type { LaytimeTerms, PortCall } from '../../../common/laytime/terms';
import { formatLocode } from '../../../common/ports/locode';
import type { DbOrTx } from '../../db/client';
import { laytimeAgreements, laytimeTermsVersions, offers, statementOfFactsComments, statementOfFactsVersions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { sealedTermsOf } from '../contracts/sealed';
import { portNames, portTimeZones } from '../ports/service';
import { currentRound } from './reopen-read';
import { agentView, laytimeReader, recordersOf, shipOf, type ReaderOpts } from './agent-access';

/** `agentCalls`: set for the owner's agent (decision 037), who acts as the owner at those calls only. */
export type LaytimeDeal = {
  dealId: string;
  party: Party | null;
  cp: VoyageTerms;
  ownerId: string;
  vesselId: string;
  agentCalls: LaytimeCall[] | null;
  /** When the deal was fixed: a statement of facts dated before it is not of this voyage. */
  fixedAt: Date;
};

/**
 * A fixed voyage charter's deal for a party or an admin (404 to anyone else, as for the deal; the owner's agent at a
 * call only where `agentAt` lets them in), with the charter
 * party's terms: the signed version once sealed, the accepted recap before. Anything else has no laytime (409).
 */
export async function laytimeDeal(tx: DbOrTx, dealId: string, user: CurrentUser, opts: ReaderOpts = {}): Promise<LaytimeDeal> {
  const { deal, party, agentCalls } = await laytimeReader(tx, dealId, user, opts);
  if (deal.stage !== 'fixed' || deal.charterType !== 'voyage') throw new AppError('conflict', laytimeMessages.notVoyage);
  const [accepted] = await tx
    .select({ terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.dealId, deal.id), eq(offers.status, 'accepted')));
  const cp = (await sealedTermsOf(tx, deal.id)) ?? accepted?.terms;
  if (cp?.charterType !== 'voyage') throw new AppError('conflict', laytimeMessages.notVoyage);
  return { dealId: deal.id, party, cp, ownerId: deal.ownerId, vesselId: deal.vesselId, agentCalls, fixedAt: deal.fixedAt ?? deal.createdAt };
}

/**
 * The terms the sheet is computed under. What the charter party states (regime, demurrage and despatch rates) is
 * always read from it; the rest is the latest version the parties saved, else the usual voyage-charter defaults.
 */
export function effectiveTerms(cp: VoyageTerms, saved: LaytimeTerms | undefined): LaytimeTerms {
  const rest = saved ?? {
    excepted: 'unless_used',
    weatherWorkingDays: true,
    turnTimeHours: 12,
    turnTimeFrom: 'tendered',
    soonerCommencedCounts: true,
    shiftingCounts: false,
    reversible: false,
    despatchOn: 'working_time_saved',
  };
  return { ...rest, regime: cp.laytimeTerms, demurragePerDay: cp.demurragePerDay, despatchPerDay: cp.despatchPerDay };
}

export async function latestTermsVersion(tx: DbOrTx, dealId: string) {
  const [row] = await tx
    .select()
    .from(laytimeTermsVersions)
    .where(eq(laytimeTermsVersions.dealId, dealId))
    .orderBy(desc(laytimeTermsVersions.version))
    .limit(1);
  return row;
}

export async function latestFacts(tx: DbOrTx, dealId: string, call: LaytimeCall) {
  const [row] = await tx
    .select()
    .from(statementOfFactsVersions)
    .where(and(eq(statementOfFactsVersions.dealId, dealId), eq(statementOfFactsVersions.call, call)))
    .orderBy(desc(statementOfFactsVersions.version))
    .limit(1);
  return row;
}

/** The call's port and its allowance: the charter party's quantity at its load or discharge rate. */
export function callOf(cp: VoyageTerms, call: LaytimeCall) {
  const code = call === 'load' ? cp.loadPort : cp.dischargePort;
  const tonnesPerDay = call === 'load' ? cp.loadRateTpd : cp.dischargeRateTpd;
  return { code, allowance: { kind: 'rate' as const, quantityTonnes: cp.quantityT, tonnesPerDay } };
}

/** The versions the sheet is computed from now: the terms' (0 for the defaults) and each call's latest facts. */
export type SheetVersions = { termsVersion: number; load: number | null; discharge: number | null };

/** The versions the sheet is computed from now, read on their own (for the check before a save). */
export async function sheetVersionsOf(tx: DbOrTx, dealId: string): Promise<SheetVersions> {
  const terms = await latestTermsVersion(tx, dealId);
  const load = await latestFacts(tx, dealId, 'load');
  const discharge = await latestFacts(tx, dealId, 'discharge');
  return { termsVersion: terms?.version ?? 0, load: load?.version ?? null, discharge: discharge?.version ?? null };
}

/**
 * Each party's agreement of the sheet as the given versions compute it (the time it was given), and whether both have
 * agreed. An agreement names the versions it was given on, so after a new save it names older ones and drops out here.
 */
export async function agreementOf(tx: DbOrTx, dealId: string, v: SheetVersions) {
  const rows =
    v.load === null || v.discharge === null
      ? []
      : await tx
          .select({ party: laytimeAgreements.party, at: laytimeAgreements.at })
          .from(laytimeAgreements)
          .where(
            and(
              eq(laytimeAgreements.dealId, dealId),
              // Only this round's agreements count: a reopening both parties consented to starts a new one (decision 038).
              eq(laytimeAgreements.round, await currentRound(tx, dealId)),
              eq(laytimeAgreements.termsVersion, v.termsVersion),
              eq(laytimeAgreements.loadFactsVersion, v.load),
              eq(laytimeAgreements.dischargeFactsVersion, v.discharge),
            ),
          );
  const at = (p: Party) => rows.find((r) => r.party === p)?.at.toISOString() ?? null;
  const owner = at('owner');
  const charterer = at('charterer');
  return { owner, charterer, agreed: owner !== null && charterer !== null };
}

/** Everything the laytime page shows this caller: terms, each call with its latest facts and comments, the sheet. */
export async function laytimeView(tx: DbOrTx, { dealId, party, cp, ownerId, vesselId, agentCalls }: LaytimeDeal): Promise<LaytimeView> {
  const savedTerms = await latestTermsVersion(tx, dealId);
  const terms = effectiveTerms(cp, savedTerms?.terms);
  const names = await portNames(tx, [cp.loadPort, cp.dischargePort]);
  const zones = await portTimeZones(tx, [cp.loadPort, cp.dischargePort]);
  const versions = await tx.select().from(statementOfFactsVersions).where(eq(statementOfFactsVersions.dealId, dealId));
  const comments = versions.length
    ? await tx
        .select()
        .from(statementOfFactsComments)
        .where(
          inArray(
            statementOfFactsComments.versionId,
            versions.map((v) => v.id),
          ),
        )
        .orderBy(asc(statementOfFactsComments.at))
    : [];
  const recorders = await recordersOf(
    tx,
    versions.map((v) => v.recordedBy),
    ownerId,
  );
  const calls = laytimeCalls.map((call) => {
    const { code, allowance } = callOf(cp, call);
    const own = versions.filter((v) => v.call === call).sort((a, b) => b.version - a.version);
    const latest = own[0];
    const versionOf = new Map(own.map((v) => [v.id, v.version]));
    return {
      call,
      port: { code, name: names[code] ?? formatLocode(code), timeZone: zones[code] ?? null },
      allowance,
      latest: latest
        ? {
            version: latest.version,
            timeZone: latest.timeZone,
            facts: latest.facts,
            at: latest.at.toISOString(),
            recordedBy: recorders.get(latest.recordedBy),
          }
        : null,
      comments: comments
        .filter((c) => versionOf.has(c.versionId))
        .map((c) => ({
          id: c.id,
          version: versionOf.get(c.versionId) ?? 0,
          entry: c.entry,
          kind: c.kind,
          body: c.body,
          party: c.party,
          at: c.at.toISOString(),
        })),
    };
  });
  const recorded: PortCall[] = calls.flatMap((c) =>
    c.latest
      ? [{ ...c.latest.facts, port: `${c.port.name} (${formatLocode(c.port.code)})`, timeZone: c.latest.timeZone, allowance: c.allowance }]
      : [],
  );
  const anyFacts = versions.length > 0;
  const sheetVersions: SheetVersions = {
    termsVersion: savedTerms?.version ?? 0,
    load: calls.find((c) => c.call === 'load')?.latest?.version ?? null,
    discharge: calls.find((c) => c.call === 'discharge')?.latest?.version ?? null,
  };
  const agreement = await agreementOf(tx, dealId, sheetVersions);
  const bothCalls = sheetVersions.load !== null && sheetVersions.discharge !== null;
  const open = !agreement.agreed;
  const view: LaytimeView = {
    currency: cp.currency,
    ship: await shipOf(tx, vesselId),
    terms,
    termsVersion: savedTerms?.version ?? 0,
    calls,
    sheet: recorded.length ? laytimeSheet(terms, recorded) : null,
    agreement,
    actions: {
      recordFacts: party === 'owner' && open,
      // Until both parties agree the sheet, either may revise the terms the charter party lacks (decision 034).
      editTerms: party !== null && open,
      comment: party !== null && anyFacts,
      dispute: party === 'charterer' && anyFacts,
      agree: party !== null && bothCalls && (party === 'owner' ? agreement.owner : agreement.charterer) === null,
    },
  };
  return agentCalls ? agentView(view, agentCalls) : view;
}
