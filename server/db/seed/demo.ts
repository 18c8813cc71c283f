import { toMinor } from '../../../common/payments/money';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, profiles, users, vessels } from '../schema';
import { insertUserWithPassword } from '../../modules/accounts/users';
import { DEMO_PASSWORD, demoNotifications, demoUsers, demoVessels } from './demo-data';
import { seedDemoDeals } from './demo-deals';
import { seedDemoMessages } from './demo-messages';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoHire } from './demo-hire';
import { seedDemoLaytime } from './demo-laytime';
import { seedDemoBankDetails, seedDemoPayments } from './demo-payments';
import type { PaymentProvider } from '../../lib/payment-provider';
import type { BlobStorage } from '../../lib/storage';
import { seedDemoPhotos } from './demo-photos';
import { eq } from 'drizzle-orm';
import { demoParticulars, demoPositions } from './demo-positions';
import { seedDemoCargoes } from './demo-cargoes';
import { seedDemoSanctions } from './demo-sanctions';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoVerification } from './demo-verification';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * DAY));

/** A demo ship's open position and particulars as the vessels table stores them. */
function positionColumns(name: string) {
  const p = demoPositions[name];
  const f = demoParticulars[name];
  if (!p || !f) throw new Error(`No open position or particulars for demo ship ${name}: add them to demo-positions.ts`);
  const [[ladenKn, ladenT], [ballastKn, ballastT]] = f.full;
  const [[ecoLadenKn, ecoLadenT], [ecoBallastKn, ecoBallastT]] = f.eco;
  return {
    openPort: p.openPort ?? null,
    openRegion: p.openRegion ?? null,
    openDate: inDays(p.openInDays),
    openDateTo: inDays(p.openInDays + p.rangeDays),
    preferredRegions: p.preferredRegions ?? [],
    excludedRegions: p.excludedRegions ?? [],
    grainCubicM: f.grainCubicM ?? null,
    baleCubicM: f.baleCubicM ?? null,
    cranes: f.cranes ?? null,
    craneSwlT: f.craneSwlT ?? null,
    grabs: f.grabs ?? null,
    grabCubicM: f.grabCubicM ?? null,
    holds: f.holds ?? null,
    hatches: f.hatches ?? null,
    iceClass: f.iceClass,
    ladenSpeedKn: ladenKn,
    ladenConsumptionT: ladenT,
    ballastSpeedKn: ballastKn,
    ballastConsumptionT: ballastT,
    ecoLadenSpeedKn: ecoLadenKn,
    ecoLadenConsumptionT: ecoLadenT,
    ecoBallastSpeedKn: ecoBallastKn,
    ecoBallastConsumptionT: ecoBallastT,
    portConsumptionT: f.portConsumptionT,
    constantsT: f.constantsT,
  };
}

/** Seeds the demo marketplace once, into an empty database only. Returns whether it did. */
export async function seedDemoDataIfEmpty(
  db: Database,
  deps: { provider: PaymentProvider; webhookSecret: string; storage: BlobStorage },
  appUrl = 'http://localhost:3000',
): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const ids = new Map<string, string>();
  const vesselIds = new Map<string, { id: string; ownerId: string }>();
  await db.transaction(async (tx) => {
    for (const u of demoUsers) {
      const id = await insertUserWithPassword(tx, {
        email: u.email,
        name: u.name,
        password: DEMO_PASSWORD,
        role: u.role,
        companyName: u.company,
        verified: u.verified,
        emailVerified: true,
      });
      await tx
        .update(profiles)
        .set({ contactPhone: u.phone ?? null, contactAddress: u.address ?? null, companyRegistration: u.registration ?? null })
        .where(eq(profiles.id, id));
      ids.set(u.key, id);
    }
    for (const [i, v] of demoVessels.entries()) {
      const ownerId = ids.get(v.owner)!;
      const [row] = await tx
        .insert(vessels)
        .values({
          name: v.name,
          type: v.type,
          ownerId,
          imo: v.imo,
          mmsi: v.mmsi,
          callSign: v.callSign,
          flag: v.flag,
          lengthM: v.lengthM,
          beamM: v.beamM,
          draughtM: v.draughtM,
          deadweightT: v.deadweightT,
          capacity: v.capacity,
          buildYear: v.buildYear,
          classSociety: v.classSociety,
          piClub: v.piClub,
          piExpiry: isoDate(new Date(Date.now() + v.piExpiryDays * DAY)),
          ...positionColumns(v.name),
          charterTypes: v.charterTypes,
          ratePerDay: toMinor(v.rateUsd, 'USD'),
          description: v.description,
          status: v.status,
          createdAt: new Date(Date.now() - (demoVessels.length - i) * 3 * DAY),
        })
        .returning({ id: vessels.id });
      vesselIds.set(v.name, { id: row.id, ownerId });
    }
    for (const nt of demoNotifications) {
      await tx.insert(notifications).values({
        userId: ids.get(nt.user)!,
        title: nt.title,
        message: nt.message,
        read: nt.read,
        createdAt: new Date(Date.now() - nt.hoursAgo * 3600_000),
      });
    }
  });
  // Photos go through the upload's path, variants and all; deals through the services, as members' clicks do:
  // enquiries, offers, subjects, fixtures and their records.
  await seedDemoPhotos(db, deps.storage, vesselIds);
  // Every ship's certificates verified, with their expiry reminders queued (one certificate about to expire).
  await seedDemoCertificates(db, deps.storage, vesselIds, ids.get('admin')!);
  // Every verified company's approved file, papers and all (one about to expire); two files waiting in the admins' queue.
  await seedDemoVerification(db, deps.storage, ids);
  // The sample sanctions lists, and the cleared near match of one demo company's name in the admins' queue.
  await seedDemoSanctions(db, ids);
  await seedDemoBankDetails(db, deps.provider, ids, appUrl);
  await seedDemoDeals(db, ids, vesselIds, appUrl);
  await seedDemoMessages(db, ids, vesselIds, appUrl);
  await seedDemoContracts(db, ids, vesselIds, appUrl);
  await seedDemoPayments(db, deps.provider, ids, vesselIds, appUrl, deps.webhookSecret);
  // Kalliope's hire statement as the charter runs, with an off-hire accepted and one disputed.
  await seedDemoHire(db, ids, vesselIds);
  // Thira Star's voyage after the fact: statements of facts at both ports, the laytime sheet agreed, demurrage settled.
  await seedDemoLaytime(db, deps.provider, ids, vesselIds, appUrl, deps.webhookSecret);
  // Both sides' reviews of the completed fixtures, published, with the companies' ratings.
  await seedDemoReviews(db);
  // Cargo orders last, through the charterer's service: each finds every ship and her open position in place.
  await seedDemoCargoes(db, ids);
  return true;
}
