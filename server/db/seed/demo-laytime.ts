import { and, asc, eq } from 'drizzle-orm';
import { instantAt, localTime } from '../../../common/time-zones';
import { createClock } from '../../lib/clock';
import type { PaymentProvider } from '../../lib/payment-provider';
import { loadCurrentUser } from '../../modules/accounts/service';
import { agreeSheet, readLaytime, saveFacts } from '../../modules/laytime/service';
import { startPayment } from '../../modules/payments/collect';
import { createSimulatedProvider } from '../../modules/payments/providers/simulated';
import type { Database } from '../client';
import { deals, payments } from '../schema';

const DAY = 86_400_000;

/** The first `weekday` (0 = Sunday) on or after `ms`, at hh:mm on the port's clock. */
function nextLocal(ms: number, timeZone: string, weekday: number, hour: number, minute = 0): number {
  for (let d = 0; d < 7; d++) {
    const t = localTime(ms + d * DAY, timeZone);
    if (t.weekday === weekday) return instantAt(timeZone, t.year, t.month, t.day, hour, minute);
  }
  throw new Error('unreachable');
}
const iso = (ms: number) => new Date(ms).toISOString();
const plus = (ms: number, days: number, hour: number, timeZone: string) => {
  const t = localTime(ms + days * DAY, timeZone);
  return instantAt(timeZone, t.year, t.month, t.day, hour);
};

/**
 * Thira Star's voyage of steel coils, Genoa to Mersin, after the fact (#30): the owners' statements of facts at both
 * ports, each over a weekend with rain, on the ports' own clocks; the laytime sheet under the charter party's SHEX
 * terms agreed by both (which settles its demurrage into the escrow schedule, decision 035); and the charterers'
 * freight and that demurrage paid into escrow with a test card. Only with the simulated provider.
 */
export async function seedDemoLaytime(
  db: Database,
  provider: PaymentProvider,
  ids: Map<string, string>,
  vessels: Map<string, { id: string; ownerId: string }>,
  appUrl: string,
  webhookSecret: string,
) {
  if (provider.name !== 'simulated') return;
  const clock = createClock();
  const [deal] = await db
    .select({ id: deals.id, fixedAt: deals.fixedAt })
    .from(deals)
    .where(and(eq(deals.vesselId, vessels.get('Thira Star')!.id), eq(deals.chartererId, ids.get('charterer3')!), eq(deals.stage, 'fixed')));
  const owner = (await loadCurrentUser(db, vessels.get('Thira Star')!.ownerId))!;
  const charterer = (await loadCurrentUser(db, ids.get('charterer3')!))!;
  const deps = { db, clock, config: { appUrl } };
  const laycanOpens = deal.fixedAt!.getTime() + 19 * DAY;

  // Genoa: notice on a Friday morning, loading from the afternoon, rain on Saturday, the Sunday worked through,
  // completed on Monday evening.
  const genoa = 'Europe/Rome';
  const tendered = nextLocal(laycanOpens, genoa, 5, 8);
  await saveFacts(deps, owner, deal.id, 'load', {
    basedOn: 0,
    timeZone: genoa,
    holidays: [],
    norTendered: iso(tendered),
    norAccepted: iso(tendered + 3_600_000),
    commenced: iso(plus(tendered, 0, 14, genoa)),
    completed: iso(plus(tendered, 3, 18, genoa)),
    interruptions: [{ kind: 'rain', from: iso(plus(tendered, 1, 10, genoa)), to: iso(plus(tendered, 1, 14, genoa)), note: 'Hatches closed' }],
  });
  // Mersin, after five days at sea: notice on a Thursday, a breakdown of a ship’s crane on Friday, completed on
  // Saturday, with rain at the weekend.
  const mersin = 'Europe/Istanbul';
  const arrived = nextLocal(plus(tendered, 8, 0, genoa), mersin, 4, 7);
  await saveFacts(deps, owner, deal.id, 'discharge', {
    basedOn: 0,
    timeZone: mersin,
    holidays: [],
    norTendered: iso(arrived),
    commenced: iso(plus(arrived, 0, 13, mersin)),
    completed: iso(plus(arrived, 2, 11, mersin)),
    interruptions: [
      {
        kind: 'breakdown',
        from: iso(plus(arrived, 1, 9, mersin)),
        to: iso(plus(arrived, 1, 12, mersin)),
        note: 'Ship’s crane no. 2, hydraulic failure',
      },
      { kind: 'rain', from: iso(plus(arrived, 2, 6, mersin)), to: iso(plus(arrived, 2, 8, mersin)) },
    ],
  });
  const view = await readLaytime(deps, owner, deal.id);
  const agreed = {
    termsVersion: view.termsVersion,
    facts: { load: 1, discharge: 1 },
    demurrage: view.sheet!.demurrage,
    despatch: view.sheet!.despatch,
  };
  await agreeSheet(deps, owner, deal.id, agreed);
  await agreeSheet(deps, charterer, deal.id, agreed);

  const payDeps = { db, clock, appUrl, provider, autoReleaseDays: 5 };
  const { checkout } = createSimulatedProvider({ db, clock, appUrl, webhookSecret });
  const owed = await db.select({ id: payments.id, seq: payments.seq }).from(payments).where(eq(payments.dealId, deal.id)).orderBy(asc(payments.seq));
  for (const p of owed) {
    const { checkoutUrl } = await startPayment(payDeps, charterer, p.id, `demo-thira-${p.seq}`);
    await checkout.pay(checkoutUrl.split('/').pop()!, '4242424242424242');
  }
}
