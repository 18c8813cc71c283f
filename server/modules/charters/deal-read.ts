import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DealDetail, DealSummary, dealListQuerySchema } from '../../../common/charters/api';
import { contactsRevealed } from '../../../common/charters/contacts-revealed';
import { allowedActions, decidableSubjects, type ActionFacts } from '../../../common/charters/deal-actions';
import { openStages, otherParty, type DealStage, type Party } from '../../../common/charters/deal-process';
import type { Terms } from '../../../common/charters/terms';
import { maskContacts } from '../../../common/messaging/mask';
import type { Database, DbOrTx } from '../../db/client';
import { charters, dealLog, deals, offers, profiles, subjects, users, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { dealsVisibleTo, partyOf, requireDealReader } from '../../auth/record-access';
import type { OfferRow } from './deal-core';
import { fixtureFacts } from './fixture-cancel';
import { cargoOfDeal } from '../cargoes/offer-target';

type ListQuery = z.output<typeof dealListQuerySchema>;
type SubjectRow = typeof subjects.$inferSelect;

const ownerProfile = alias(profiles, 'owner_profile');
const chartererProfile = alias(profiles, 'charterer_profile');

const summaryColumns = {
  deal: deals,
  vessel: { id: vessels.id, name: vessels.name, imo: vessels.imo, flag: vessels.flag, deadweightT: vessels.deadweightT },
  owner: { id: ownerProfile.id, company: ownerProfile.companyName, verified: ownerProfile.verified },
  charterer: { id: chartererProfile.id, company: chartererProfile.companyName, verified: chartererProfile.verified },
};

const summaryQuery = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(deals)
    .innerJoin(vessels, eq(vessels.id, deals.vesselId))
    .innerJoin(ownerProfile, eq(ownerProfile.id, deals.ownerId))
    .innerJoin(chartererProfile, eq(chartererProfile.id, deals.chartererId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whose move it is and by when: the live offer's addressee, the owner of an open enquiry, or the next subject's holder. */
function nextMove(stage: DealStage, live: OfferRow | undefined, open: SubjectRow[]): { awaiting: Party | null; nextDeadline: string | null } {
  if (stage === 'enquiry') return { awaiting: 'owner', nextDeadline: null };
  if (stage === 'negotiating') return { awaiting: live ? otherParty(live.fromParty) : null, nextDeadline: iso(live?.replyBy ?? null) };
  if (stage === 'on_subjects') {
    const first = [...open].sort((a, b) => a.liftBy.getTime() - b.liftBy.getTime())[0];
    return { awaiting: first?.party ?? null, nextDeadline: iso(first?.liftBy ?? null) };
  }
  return { awaiting: null, nextDeadline: null };
}

/** What a list row shows of the terms; the cargo is the parties' own words, masked until fixed like the remarks. */
function headline(shown: OfferRow, revealed: boolean): DealSummary['headline'] {
  const t = shown.terms;
  if (t.charterType === 'time') {
    return { cargo: null, from: t.deliveryPort, to: t.redeliveryPort, price: { amountMinor: t.hirePerDay, currency: t.currency, basis: 'per_day' } };
  }
  return {
    cargo: visibleWords(revealed).text(t.cargo),
    from: t.loadPort,
    to: t.dischargePort,
    price: { amountMinor: t.freightRate, currency: t.currency, basis: t.freightBasis },
  };
}

function summarize(row: SummaryRow, viewer: CurrentUser, latest: OfferRow, live: OfferRow | undefined, open: SubjectRow[]): DealSummary {
  const d = row.deal;
  return {
    id: d.id,
    stage: d.stage,
    charterType: d.charterType,
    vessel: row.vessel,
    owner: row.owner,
    charterer: row.charterer,
    myParty: partyOf(d, viewer.id),
    laycanFrom: latest.laycanFrom,
    laycanTo: latest.laycanTo,
    live: live ? { version: live.version, kind: live.kind, fromParty: live.fromParty, replyBy: iso(live.replyBy) } : null,
    ...nextMove(d.stage, live, open),
    headline: headline(live ?? latest, contactsRevealed(d)),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** The latest version, the live one, and the open subjects of each deal, in three queries for a whole page. */
async function offerFacts(db: DbOrTx, dealIds: string[]) {
  if (dealIds.length === 0) return { latest: new Map<string, OfferRow>(), live: new Map<string, OfferRow>(), open: new Map<string, SubjectRow[]>() };
  const all = await db.select().from(offers).where(inArray(offers.dealId, dealIds)).orderBy(asc(offers.version));
  const openRows = await db
    .select()
    .from(subjects)
    .where(and(inArray(subjects.dealId, dealIds), eq(subjects.status, 'open')));
  const latest = new Map(all.map((o) => [o.dealId, o]));
  const live = new Map(all.filter((o) => o.status === 'live').map((o) => [o.dealId, o]));
  const open = new Map<string, SubjectRow[]>();
  for (const s of openRows) open.set(s.dealId, [...(open.get(s.dealId) ?? []), s]);
  return { latest, live, open };
}

/** The caller's deals (all deals for an admin), most recent activity first. */
export async function listDeals(db: Database, viewer: CurrentUser, q: ListQuery) {
  const mine = dealsVisibleTo(viewer);
  const stage = q.stage === 'open' ? inArray(deals.stage, [...openStages]) : q.stage ? eq(deals.stage, q.stage) : undefined;
  const where = and(mine, stage);
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(deals.updatedAt), desc(deals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(deals).where(where),
  ]);
  const facts = await offerFacts(
    db,
    rows.map((r) => r.deal.id),
  );
  const items = rows.map((r) => summarize(r, viewer, facts.latest.get(r.deal.id)!, facts.live.get(r.deal.id), facts.open.get(r.deal.id) ?? []));
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** The parties' own words in the terms; figures, dates, ports and choices from a list cannot carry a contact. */
const FREE_TEXT = ['remarks', 'cargo', 'tradingLimits', 'cpForm'] as const;

/**
 * Until the deal is fixed, contact details in what the parties wrote (free-text terms, subjects) are hidden as in
 * their messages: a phone number in the remarks would take the business off the platform just the same.
 */
function visibleWords(revealed: boolean) {
  const text = (s: string) => (revealed ? s : maskContacts(s).text);
  const terms = (t: Terms): Terms => {
    if (revealed) return t;
    const out: Record<string, unknown> = { ...t };
    for (const key of FREE_TEXT) if (typeof out[key] === 'string') out[key] = text(out[key]);
    return out as Terms;
  };
  return { text, terms };
}

/** One deal for its parties and admins: every version, the record, and the counterparty's contact once fixed. */
export async function getDeal(db: DbOrTx, viewer: CurrentUser, id: string, now: Date): Promise<DealDetail> {
  const [row] = await summaryQuery(db).where(eq(deals.id, id));
  if (!row) throw notFound('Deal not found');
  const { party } = requireDealReader(row.deal, viewer);
  const all = await db.select().from(offers).where(eq(offers.dealId, id)).orderBy(asc(offers.version));
  const allSubjects = await db.select().from(subjects).where(eq(subjects.dealId, id)).orderBy(asc(subjects.position));
  const live = all.find((o) => o.status === 'live');
  const open = allSubjects.filter((s) => s.status === 'open');
  const [charter] = await db.select({ id: charters.id }).from(charters).where(eq(charters.dealId, id));
  const revealed = contactsRevealed(row.deal);
  const shown = visibleWords(revealed);
  const acceptedId = all.find((o) => o.status === 'accepted')?.id;
  const facts: ActionFacts = {
    stage: row.deal.stage,
    party,
    verified: viewer.verified,
    live,
    now,
    agreed: row.deal.stage === 'on_subjects' ? allSubjects.filter((s) => s.offerId === acceptedId) : [],
    fixture: party && row.deal.stage === 'fixed' ? await fixtureFacts(db, id) : null,
  };
  return {
    ...summarize(row, viewer, all[all.length - 1], live, open),
    offers: all.map((o) => ({
      id: o.id,
      version: o.version,
      fromParty: o.fromParty,
      kind: o.kind,
      terms: shown.terms(o.terms),
      replyBy: iso(o.replyBy),
      replyZone: o.replyZone,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      subjects: allSubjects
        .filter((s) => s.offerId === o.id)
        .map((s) => ({
          id: s.id,
          text: shown.text(s.text),
          party: s.party,
          liftBy: s.liftBy.toISOString(),
          status: s.status,
          decidedAt: iso(s.decidedAt),
        })),
    })),
    events: await dealRecord(db, id, all, allSubjects, shown.text),
    counterpartyContact: party && revealed ? await contactOf(db, party === 'owner' ? row.deal.chartererId : row.deal.ownerId) : null,
    charterId: charter?.id ?? null,
    serverTime: now.toISOString(),
    actions: allowedActions(facts),
    decidableSubjects: decidableSubjects(facts),
    cargoOrder: row.deal.cargoOrderId ? await sourceOrder(db, row.deal.cargoOrderId, party) : null,
  };
}

/**
 * The cargo order the deal was made from, for its parties and admins (getDeal has checked the reader). Its page is
 * anyone's while the order is open; once closed, the charterer's (its poster) and an admin's only, as cargoPage says.
 */
async function sourceOrder(db: DbOrTx, id: string, party: Party | null): Promise<DealDetail['cargoOrder']> {
  const order = await cargoOfDeal(db, id);
  if (!order) return null;
  const { title, laycanFrom, laycanTo } = order;
  return { id, title, laycanFrom, laycanTo, pageShown: order.status === 'open' || party !== 'owner' };
}

async function dealRecord(db: DbOrTx, dealId: string, all: OfferRow[], allSubjects: SubjectRow[], shown: (s: string) => string) {
  const rows = await db
    .select({ e: dealLog, company: profiles.companyName })
    .from(dealLog)
    .leftJoin(profiles, eq(profiles.id, dealLog.actorId))
    .where(eq(dealLog.dealId, dealId))
    .orderBy(asc(dealLog.id));
  const subjectTextOf = (id: string | null) => {
    const subject = allSubjects.find((s) => s.id === id);
    return subject ? shown(subject.text) : null;
  };
  return rows.map(({ e, company }) => ({
    id: e.id,
    event: e.event,
    actorRole: e.actorRole,
    actorCompany: e.actorRole === 'system' ? null : company,
    stageAfter: e.stageAfter,
    note: e.note,
    contractVersion: e.contractVersion,
    offerVersion: all.find((o) => o.id === e.offerId)?.version ?? null,
    subjectText: subjectTextOf(e.subjectId),
    at: e.at.toISOString(),
  }));
}

/** Contact details are the other party's to give only once the deal was fixed (contactsRevealed). */
async function contactOf(db: DbOrTx, userId: string) {
  const [c] = await db
    .select({ name: users.name, email: users.email, phone: profiles.contactPhone, address: profiles.contactAddress })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return c ?? null;
}
