import { and, eq } from 'drizzle-orm';
import { loadCurrentUser } from '../../modules/accounts/service';
import { amendContract, draftContract, getContract } from '../../modules/contracts/service';
import { signContract } from '../../modules/contracts/signing';
import type { Database } from '../client';
import { deals } from '../schema';
import { DEMO_PASSWORD } from './demo-data';

const HOUR = 3_600_000;

/**
 * Charter parties as the parties would have them, made through the contract services: Kalliope's and Thira Star's
 * signed by both and sealed; Nordic Fjell's amended with a rider and signed by the owners, waiting for the charterers.
 */
export async function seedDemoContracts(
  db: Database,
  ids: Map<string, string>,
  vessels: Map<string, { id: string; ownerId: string }>,
  appUrl: string,
) {
  const deps = { db, appUrl };
  const dealOf = async (vessel: string, charterer: string) => {
    const [d] = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.vesselId, vessels.get(vessel)!.id), eq(deals.chartererId, ids.get(charterer)!), eq(deals.stage, 'fixed')));
    return d.id;
  };
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

  const kalliope = await dealOf('Kalliope', 'charterer');
  const [kOwner, kCharterer] = [(await loadCurrentUser(db, vessels.get('Kalliope')!.ownerId))!, (await loadCurrentUser(db, ids.get('charterer')!))!];
  await draftContract(deps, kOwner, kalliope, at(25 * 24));
  await signContract(deps, kOwner, kalliope, { version: 1, password: DEMO_PASSWORD }, at(25 * 24 - 2));
  await signContract(deps, kCharterer, kalliope, { version: 1, password: DEMO_PASSWORD }, at(24 * 24));

  // Thira Star's voyage charter party, signed by both the day after the fixture (its laytime is settled: demo-laytime.ts).
  const thira = await dealOf('Thira Star', 'charterer3');
  const thiraAt = (await db.select({ fixedAt: deals.fixedAt }).from(deals).where(eq(deals.id, thira)))[0].fixedAt!.getTime();
  const [tOwner, tCharterer] = [
    (await loadCurrentUser(db, vessels.get('Thira Star')!.ownerId))!,
    (await loadCurrentUser(db, ids.get('charterer3')!))!,
  ];
  await draftContract(deps, tOwner, thira, new Date(thiraAt + 2 * HOUR));
  await signContract(deps, tOwner, thira, { version: 1, password: DEMO_PASSWORD }, new Date(thiraAt + 3 * HOUR));
  await signContract(deps, tCharterer, thira, { version: 1, password: DEMO_PASSWORD }, new Date(thiraAt + 20 * HOUR));

  const nordic = await dealOf('Nordic Fjell', 'charterer');
  const [nOwner, nCharterer] = [
    (await loadCurrentUser(db, vessels.get('Nordic Fjell')!.ownerId))!,
    (await loadCurrentUser(db, ids.get('charterer')!))!,
  ];
  await draftContract(deps, nCharterer, nordic, at(10 * 24));
  const v1 = (await getContract(db, nOwner, nordic, at(9 * 24 + 1)))!;
  const rider = {
    key: 'rider-1',
    title: 'Reefer plugs',
    body: 'The Owners warrant 400 reefer plugs in working order on delivery; the Charterers pay for power consumed by their containers.',
    rider: true,
  };
  await amendContract(deps, nOwner, nordic, { basedOn: 1, clauses: [...v1.latest.content.clauses, rider], note: 'Reefer plugs rider' }, at(9 * 24));
  await signContract(deps, nOwner, nordic, { version: 2, password: DEMO_PASSWORD }, at(9 * 24 - 1));
}
