import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { openStages } from '../../../common/charters/deal-process';
import type { exportsApi } from '../../../common/exports/api';
import type { CurrentUser } from '../../lib/context';
import type { Database } from '../../db/client';
import { charters, deals, payments, profiles, vessels } from '../../db/schema';
import { csvFileName, csvResponse, EXPORT_BATCH, keysetBatches } from '../../lib/csv-export';
import { paymentColumns } from './admin-service';

const ownerProfile = alias(profiles, 'owner_profile');
const chartererProfile = alias(profiles, 'charterer_profile');

/** A party to the deal: its charterer or its owner. An admin's own export is theirs too (the back office has its own). */
const partyTo = (user: CurrentUser) => or(eq(deals.chartererId, user.id), eq(deals.ownerId, user.id));

/** The caller's deals with the list's stage filter, newest activity first as the list shows them. */
export function exportMyDeals(db: Database, user: CurrentUser, q: z.output<NonNullable<typeof exportsApi.myDeals.query>>, now: Date) {
  const stage = q.stage === 'open' ? inArray(deals.stage, [...openStages]) : q.stage ? eq(deals.stage, q.stage) : undefined;
  const page = (after: { at: string; id: string } | undefined) =>
    db
      .select({
        at: sql<string>`${deals.updatedAt}::text`,
        id: deals.id,
        stage: deals.stage,
        charterType: deals.charterType,
        chartererId: deals.chartererId,
        vessel: vessels.name,
        imo: vessels.imo,
        owner: ownerProfile.companyName,
        charterer: chartererProfile.companyName,
        createdAt: deals.createdAt,
        updatedAt: deals.updatedAt,
      })
      .from(deals)
      .innerJoin(vessels, eq(vessels.id, deals.vesselId))
      .innerJoin(ownerProfile, eq(ownerProfile.id, deals.ownerId))
      .innerJoin(chartererProfile, eq(chartererProfile.id, deals.chartererId))
      .where(and(partyTo(user), stage, after ? sql`(${deals.updatedAt}, ${deals.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(deals.updatedAt), desc(deals.id))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({
    fileName: csvFileName('deals', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'stage', value: (r) => r.stage },
      { header: 'charter_type', value: (r) => r.charterType },
      { header: 'my_side', value: (r) => (r.chartererId === user.id ? 'charterer' : 'owner') },
      { header: 'vessel', value: (r) => r.vessel },
      { header: 'imo', value: (r) => r.imo },
      { header: 'owner', value: (r) => r.owner },
      { header: 'charterer', value: (r) => r.charterer },
      { header: 'created_at', value: (r) => r.createdAt },
      { header: 'updated_at', value: (r) => r.updatedAt },
    ],
  });
}

/** The payments of the caller's deals (or of one of them), by deal then schedule order. */
export function exportMyPayments(db: Database, user: CurrentUser, q: z.output<NonNullable<typeof exportsApi.myPayments.query>>, now: Date) {
  const page = (after: { at: string; id: string } | undefined) =>
    db
      .select({
        at: sql<string>`${payments.createdAt}::text`,
        id: payments.id,
        createdAt: payments.createdAt,
        dealId: payments.dealId,
        label: payments.label,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        dueOn: payments.dueOn,
        vesselName: vessels.name,
        chartererCompany: chartererProfile.companyName,
        ownerCompany: ownerProfile.companyName,
      })
      .from(payments)
      .innerJoin(deals, eq(deals.id, payments.dealId))
      .innerJoin(charters, eq(charters.id, payments.charterId))
      .leftJoin(vessels, eq(vessels.id, deals.vesselId))
      .leftJoin(ownerProfile, eq(ownerProfile.id, deals.ownerId))
      .leftJoin(chartererProfile, eq(chartererProfile.id, deals.chartererId))
      .where(
        and(
          partyTo(user),
          q.dealId ? eq(payments.dealId, q.dealId) : undefined,
          after ? sql`(${payments.createdAt}, ${payments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(payments.createdAt, payments.id)
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({ fileName: csvFileName('payments', now), batches: keysetBatches(page), columns: paymentColumns<Row>() });
}
