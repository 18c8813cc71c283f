import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages } from '../../../common/charters/deal-process';
import { createTestApp, type TestApp } from '../../test/harness';
import { balanceOf } from '../../lib/ledger';
import { matchQuerySchema } from '../../../common/matching/api';
import { loadCurrentUser } from '../../modules/accounts/service';
import { cargoesForShip, shipsForCargo } from '../../modules/matching/service';
import { approve, reviewQueue } from '../../modules/verification/review';
import {
  cargoOrders,
  charters,
  contracts,
  deals,
  jobs,
  notifications,
  paymentReceipts,
  payments,
  payoutAccounts,
  profiles,
  reviewReplies,
  reviews,
  sanctionsCases,
  sanctionsLists,
  users,
  vesselCertificates,
  vesselPhotos,
  vessels,
  verificationDocuments,
  verificationSubmissions,
} from '../schema';
import { seedDemoDataIfEmpty } from './demo';
import { demoVessels } from './demo-data';

/** A fresh app holding the demo as a first start leaves it. */
async function demoApp() {
  const app = await createTestApp();
  await seedDemoDataIfEmpty(app.db, {
    provider: app.deps.payments,
    webhookSecret: app.deps.config.payments.webhookSecret,
    storage: app.deps.storage,
  });
  await app.deps.jobs.runDue(); // the provider's webhooks, as the server's runner would deliver them moments later
  await app.deps.jobs.runDue(); // what a started server does at once: the deadline that passed lapses
  return app;
}

let t: TestApp;
beforeAll(async () => {
  t = await demoApp();
}, 120_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('shows deals in every stage, each made through the services', async () => {
    const stages = (await t.db.select({ stage: deals.stage }).from(deals)).map((d) => d.stage);
    expect(stages).toHaveLength(13);
    expect([...new Set(stages)].sort()).toEqual([...dealStages].sort());
    // Every fixed deal holds a charter; the charters that went ahead are fixed deals' and nothing else.
    const fixed = await t.db.select({ id: deals.id }).from(deals).where(eq(deals.stage, 'fixed'));
    const ran = await t.db
      .select({ dealId: charters.dealId, status: charters.status })
      .from(charters)
      .where(inArray(charters.status, ['confirmed', 'active', 'completed']));
    expect(ran.map((c) => c.dealId).sort()).toEqual(fixed.map((d) => d.id).sort());
    expect(ran.map((c) => c.status).sort()).toEqual(['active', 'active', 'completed', 'completed', 'confirmed']);
  });

  it('reviews each completed fixture from both sides, published, with the companies’ ratings (#29)', async () => {
    const written = await t.db
      .select({ side: reviews.authorSide, status: charters.status, published: reviews.publishedAt, quotable: reviews.quotable })
      .from(reviews)
      .innerJoin(charters, eq(charters.id, reviews.charterId));
    expect(written).toHaveLength(4);
    expect(written.map((r) => [r.side, r.status, r.published !== null]).sort()).toEqual([
      ['charterer', 'completed', true],
      ['charterer', 'completed', true],
      ['owner', 'completed', true],
      ['owner', 'completed', true],
    ]);
    expect(await t.db.select().from(reviewReplies)).toHaveLength(1);
    const rated = await t.db
      .select({ n: profiles.ratingCount })
      .from(profiles)
      .where(inArray(profiles.role, ['owner', 'charterer']));
    expect(rated.reduce((sum, p) => sum + p.n, 0)).toBe(4);
    // The home page quotes the two whose authors agreed.
    expect((await t.agent().get('/api/reviews/quotes')).json.items).toHaveLength(2);
  });

  it('gives no unverified company a charter that went ahead', async () => {
    const owner = alias(profiles, 'owner');
    const charterer = alias(profiles, 'charterer');
    const fixed = await t.db
      .select({ status: charters.status, ownerVerified: owner.verified, chartererVerified: charterer.verified })
      .from(charters)
      .innerJoin(owner, eq(owner.id, charters.ownerId))
      .innerJoin(charterer, eq(charterer.id, charters.chartererId))
      .where(inArray(charters.status, ['confirmed', 'active', 'completed']));
    expect(fixed).toHaveLength(5);
    expect(fixed.filter((c) => !c.ownerVerified || !c.chartererVerified)).toEqual([]);
  });

  it('gives the two listed owners payout accounts, set before their fixtures and so applied at once', async () => {
    const active = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.status, 'active'));
    expect(active.map((a) => [a.holderName, a.iban, a.bic]).sort()).toEqual([
      ['Aegean Bulk Carriers S.A.', 'GR1601101250000000012300695', 'ETHNGRAA'],
      ['Nordic Coastal Shipping AS', 'NO9386011117947', 'DNBANOKK'],
    ]);
  });

  it('announces nothing the product cannot do yet', async () => {
    const all = await t.db.select().from(notifications);
    expect(all.length).toBeGreaterThan(20);
    // Escrow is real: the notices about it are Kalliope's (its schedule drawn up when sealed, the first hire
    // instalment held in escrow, the second declined, part of the third received by bank transfer) and Thira Star's
    // (schedule drawn up, laytime sheet agreed with its demurrage, freight and demurrage held: demo-laytime.ts), each
    // backed by a payment in the ledger or a receipt of the escrow bank. Both parties hear of each.
    const escrowNotices = all
      .filter((n) => /escrow/i.test(`${n.title} ${n.message}`))
      .map((n) => n.title)
      .sort();
    expect(escrowNotices).toEqual([
      ...Array<string>(2).fill('Laytime sheet agreed'),
      ...Array<string>(2 + 6).fill('Money in escrow'),
      'Part of the transfer received',
      'Payment failed',
      ...Array<string>(2 + 2).fill('Payment schedule drawn up'),
    ]);
    const [part] = await t.db.select().from(paymentReceipts);
    const [third] = await t.db.select().from(payments).where(eq(payments.id, part.paymentId));
    expect([third.seq, third.status, part.applied, part.excess]).toEqual([3, 'pending', Math.round(third.amount * 0.4), 0]);
    const held = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'held'), eq(payments.dealId, third.dealId)));
    expect(held).toHaveLength(1);
    // Escrow holds Kalliope's first instalment; the third's transfer is on its way in (pending until all of it arrives).
    expect(await balanceOf(t.db, { kind: 'escrow', dealId: held[0].dealId, currency: held[0].currency })).toEqual({
      posted: held[0].amount,
      pendingDebits: 0,
      pendingCredits: third.amount,
    });
    // Charter parties are real: every notice about one has a contract behind it. Kalliope's and Thira Star's: drafted
    // and signed (each told to the charterers), sealed (told to both); Nordic Fjell's: drafted (to the owners),
    // amended and signed (each to the charterers).
    const contractNotices = all
      .filter((n) => /charter party/i.test(n.title))
      .map((n) => n.title)
      .sort();
    expect(contractNotices).toEqual([
      'Charter party amended',
      ...Array<string>(3).fill('Charter party drafted'),
      ...Array<string>(3).fill('Charter party signed'),
      ...Array<string>(4).fill('Charter party signed and sealed'),
    ]);
    expect((await t.db.select().from(contracts)).map((c) => c.sealedVersion).sort()).toEqual([1, 1, null]);
  });

  it('gives every ship a picture of its own, stored with AVIF and WebP variants as an upload is', async () => {
    const rows = await t.db
      .select({ name: vessels.name, photo: vesselPhotos })
      .from(vesselPhotos)
      .innerJoin(vessels, eq(vessels.id, vesselPhotos.vesselId));
    expect(rows.map((r) => r.name).sort()).toEqual(demoVessels.map((v) => v.name).sort());
    const widest = new Set<string>();
    for (const { name, photo } of rows) {
      // Drawn at 1600 × 1067, so stored at 480, 960 and 1600 px in AVIF, WebP and JPEG (the drawing's own format).
      expect(`${name}: ${photo.width}×${photo.height}`).toBe(`${name}: 1600×1067`);
      expect(photo.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
        ['avif', 'jpeg', 'webp'].flatMap((f) => [`${f} 1600`, `${f} 480`, `${f} 960`]),
      );
      const avif = (await t.deps.storage.get(photo.variants.find((v) => v.format === 'avif' && v.width === 1600)!.key))!;
      expect((await fileTypeFromBuffer(avif))?.mime).toBe('image/avif');
      expect((await sharp(avif).metadata()).width).toBe(1600);
      widest.add(createHash('sha256').update(avif).digest('hex'));
    }
    expect(widest.size).toBe(demoVessels.length); // no two ships share a picture
  });
});

const DAY = 86_400_000;
/** The seed's today plus `days`, as the seed wrote its dates. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const today = () => inDays(0);
const defaults = matchQuerySchema.parse({});
const member = async (email: string, app = t) => {
  const [u] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await loadCurrentUser(app.db, u.id))!;
};
/** "wheat ROCND": an order by its commodity and load place, unique among the demo orders. */
const orderName = (o: { commodity: string; loadPlace: string }) => `${o.commodity} ${o.loadPlace}`;

/** The names of the ships that fit each of `email`'s open orders, as the charterer's match list shows them. */
async function fittingShips(email: string, app = t) {
  const charterer = await member(email, app);
  const orders = await app.db.select().from(cargoOrders).where(eq(cargoOrders.posterId, charterer.id));
  const fits: Record<string, string[]> = {};
  for (const o of orders) {
    const list = await shipsForCargo(app.db, app.deps.marketCache, charterer, o.id, defaults, today());
    fits[orderName(o)] = list.items
      .filter((m) => m.fits)
      .map((m) => m.vessel.name)
      .sort();
  }
  return fits;
}

/** The orders that fit each of `email`'s ships, as the owner's match list shows them. */
async function fittingCargoes(email: string, app = t) {
  const owner = await member(email, app);
  const fleet = await app.db.select().from(vessels).where(eq(vessels.ownerId, owner.id));
  const fits: Record<string, string[]> = {};
  for (const v of fleet) {
    const list = await cargoesForShip(app.db, app.deps.marketCache, owner, v.id, defaults, today());
    fits[v.name] = list.items
      .filter((m) => m.fits)
      .map((m) => `${m.cargo.commodity} ${m.cargo.load.code}`)
      .sort();
  }
  return fits;
}

describe('the demo sanctions screening (#29)', () => {
  it('loads the three sample lists and shows one near match, cleared with its reason', async () => {
    const lists = await t.db.select().from(sanctionsLists);
    expect(lists.map((l) => [l.id, l.entryCount]).sort()).toEqual([
      ['eu-consolidated', 3],
      ['ofac-sdn', 4],
      ['uk-consolidated', 3],
    ]);
    const cases = await t.db.select().from(sanctionsCases);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ subjectType: 'company', subjectName: 'Nordic Coastal Shipping AS', entryRef: '9004', status: 'cleared' });
    expect(cases[0]!.entry.name).toBe('NORDICK COASTAL SHIPPING CO.');
    expect(cases[0]!.decisionReason).toContain('registered in Norway');
  });
});

describe('the demo marketplace at first start', () => {
  it('gives every ship an open position, a range of days, and her speeds', async () => {
    const rows = await t.db.select().from(vessels);
    const shown = rows
      .map((v) => [v.name, v.openPort ?? v.openRegion, v.openDate, v.openDateTo, v.ladenSpeedKn, v.ballastSpeedKn])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(shown).toEqual([
      ['Aegean Spirit', 'GRPIR', inDays(6), inDays(9), 13.5, 14],
      ['Bergen Express', 'DEBRV', inDays(35), inDays(38), 19, 19.5],
      ['Hardanger', 'CONT', inDays(8), inDays(12), 13, 13.5],
      ['Kalliope', 'CNTAO', inDays(28), inDays(32), 13.5, 14],
      ['Lion City Pioneer', 'AEFJR', inDays(18), inDays(22), 14.5, 15],
      ['Naxos Trader', 'GRPIR', inDays(40), inDays(43), 13, 13.5],
      ['Nordic Fjell', 'NLRTM', inDays(10), inDays(13), 18, 18.5],
      ['Stavanger Pride', 'NOSVG', inDays(14), inDays(17), 18, 18.5],
      ['Straits Harmony', 'SEA', inDays(8), inDays(11), 14, 14.5],
      ['Thira Star', 'ITGOA', inDays(3), inDays(6), 13, 13.5],
    ]);
    // A Kamsarmax as brokers list her: gearless, seven holds, her grain cubic the capacity above.
    const [spirit] = rows.filter((v) => v.name === 'Aegean Spirit');
    expect(spirit).toMatchObject({
      grainCubicM: 97_000,
      baleCubicM: 93_500,
      cranes: 0,
      holds: 7,
      ecoLadenSpeedKn: 12,
      ecoLadenConsumptionT: 21,
      portConsumptionT: 3.5,
      constantsT: 400,
      preferredRegions: ['ECSA', 'USG', 'CJK'],
      excludedRegions: ['BALTIC'],
    });
  });

  it('lists fifteen open orders across commodities, regions, freight ideas and visibilities', async () => {
    const orders = await t.db.select().from(cargoOrders).where(eq(cargoOrders.status, 'open'));
    expect(orders).toHaveLength(15);
    expect([...new Set(orders.map((o) => o.commodity))].sort()).toEqual([
      'coal',
      'corn',
      'fertilizer',
      'gasoil',
      'iron ore',
      'naphtha',
      'petcoke',
      'soybeans',
      'steel coils',
      'sugar',
      'wheat',
    ]);
    const loadRegions = new Set(orders.flatMap((o) => o.loadRegions));
    for (const r of ['BSEA', 'USG', 'CONT', 'BALTIC', 'MED', 'SEA', 'NOPAC', 'WCAUS', 'CJK', 'PG']) expect(loadRegions).toContain(r);
    expect([...new Set(orders.map((o) => o.freightBasis))].sort()).toEqual(['lump_sum', 'open', 'per_day', 'per_tonne']);
    expect([...new Set(orders.map((o) => o.accountVisibility))].sort()).toEqual(['everyone', 'ok_account', 'verified']);
    // Laycans two to six weeks out; each lapses by itself when its laycan is over, as a posted order does.
    for (const o of orders) expect(o.laycanFrom >= inDays(14) && o.laycanFrom <= inDays(42), orderName(o)).toBe(true);
    const lapses = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'cargoes.lapse'), isNull(jobs.doneAt)));
    const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString();
    expect(lapses.map((j) => j.runAt.toISOString()).sort()).toEqual(orders.map((o) => dayAfter(o.laycanTo)).sort());
  });

  it('shows each verified charterer a fitting ship for every dry cargo', async () => {
    expect(await fittingShips('charterer@fairlead.test')).toEqual({
      'corn BSEA': ['Aegean Spirit'],
      'soybeans USMSY': ['Aegean Spirit', 'Hardanger'],
      'wheat ROCND': ['Hardanger', 'Naxos Trader'],
      'wheat FRURO': ['Hardanger'],
      'sugar BRSSZ': ['Hardanger'],
      'wheat NOPAC': ['Kalliope'],
      'fertilizer LTKLJ': ['Hardanger'],
    });
    // The liquid cargoes wait for Straits Line, the one tanker owner, whose verification is pending.
    expect(await fittingShips('logistics@gulfpetro.test')).toEqual({
      'fertilizer EGDAM': ['Aegean Spirit'],
      'coal SEA': ['Kalliope'],
      'petcoke USG': ['Hardanger'],
      'iron ore WCAUS': ['Aegean Spirit', 'Kalliope'],
      'steel coils ROCND': ['Hardanger', 'Thira Star'],
      'steel coils CNTXG': ['Kalliope'],
      'gasoil PG': [],
      'naphtha AERUW': [],
    });
  });

  it('shows each verified owner fitting cargoes for the bulk carriers and the multipurpose ship', async () => {
    expect(await fittingCargoes('owner@fairlead.test')).toEqual({
      // Her deal on subjects loads in about a hundred days, after any of these voyages would end.
      'Aegean Spirit': ['corn BSEA', 'fertilizer EGDAM', 'iron ore WCAUS', 'soybeans USMSY'],
      Kalliope: ['coal SEA', 'iron ore WCAUS', 'steel coils CNTXG', 'wheat NOPAC'],
      'Thira Star': ['steel coils ROCND'],
      'Naxos Trader': ['wheat ROCND'],
    });
    // Container ship, ro-ro and ferry carry none of the board's commodities; Hardanger does the North Europe trades.
    expect(await fittingCargoes('ops@nordicreefer.test')).toEqual({
      'Nordic Fjell': [],
      'Bergen Express': [],
      'Stavanger Pride': [],
      Hardanger: ['fertilizer LTKLJ', 'petcoke USG', 'soybeans USMSY', 'steel coils ROCND', 'sugar BRSSZ', 'wheat FRURO', 'wheat ROCND'],
    });
  });
});

// Its own demo: verifying Straits Line changes the market, and the tests above run in shuffled order.
describe('the demo marketplace once the admin verifies Straits Line', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await demoApp();
  }, 120_000);
  afterAll(() => own.close());

  it('matches the tankers with the liquid cargoes once their owner is verified', async () => {
    // As in the product: Straits Line's papers wait in the review queue; the demo admin approves them there, with the
    // expiry read from each paper.
    const [file] = (await reviewQueue(own.db)).items.filter((f) => f.companyName === 'Straits Line Tankers Pte. Ltd.');
    expect(file.documents).toHaveLength(4);
    const expiries = file.documents.map((d) => ({ documentId: d.id, expiresOn: '2099-06-30' }));
    const deps = { db: own.db, clock: own.deps.clock, storage: own.deps.storage, appUrl: 'http://localhost:3000' };
    await approve(deps, await member('admin@fairlead.test', own), file.id, { expiries });
    expect(await fittingCargoes('chartering@straitsline.test', own)).toEqual({
      'Straits Harmony': ['gasoil PG'],
      'Lion City Pioneer': ['gasoil PG', 'naphtha AERUW'],
    });
    const gulf = await fittingShips('logistics@gulfpetro.test', own);
    expect([gulf['gasoil PG'], gulf['naphtha AERUW']]).toEqual([['Lion City Pioneer', 'Straits Harmony'], ['Lion City Pioneer']]);
  });
});

describe('the demo ships’ certificates', () => {
  it('are all verified and unexpired, the P&I one on the ship’s P&I expiry, and one is about to expire', async () => {
    const rows = await t.db
      .select({
        ship: vessels.name,
        type: vessels.type,
        piExpiry: vessels.piExpiry,
        kind: vesselCertificates.kind,
        status: vesselCertificates.status,
        expiresOn: vesselCertificates.expiresOn,
      })
      .from(vesselCertificates)
      .innerJoin(vessels, eq(vessels.id, vesselCertificates.vesselId));
    const everyShip = ['class', 'iopp', 'issc', 'pi_entry', 'registry', 'smc'];
    expect(new Set(rows.map((r) => r.ship)).size).toBe(demoVessels.length);
    for (const v of demoVessels) {
      const mine = rows.filter((r) => r.ship === v.name);
      expect(mine.map((r) => r.kind).sort()).toEqual(v.type === 'tanker' ? [...everyShip, 'clc'].sort() : everyShip);
      expect(new Set(mine.map((r) => r.status))).toEqual(new Set(['verified']));
      expect(mine.find((r) => r.kind === 'pi_entry')!.expiresOn).toBe(mine[0].piExpiry);
    }
    const today = new Date().toISOString().slice(0, 10);
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(rows.filter((r) => r.expiresOn! <= today)).toEqual([]);
    expect(rows.filter((r) => r.expiresOn! < in30).map((r) => [r.ship, r.kind])).toEqual([['Aegean Spirit', 'issc']]);
  });
});

describe('the demo companies’ verification files (#29)', () => {
  const verifiedCompanies = [
    'Aegean Bulk Carriers S.A.',
    'Gulf Petrochemical Logistics LLC',
    'Nordic Coastal Shipping AS',
    'Rhine Grain Trading B.V.',
  ];
  const operatorPapers = ['incorporation', 'ism_doc', 'proof_of_address', 'signatory_id'];
  const papers = ['incorporation', 'proof_of_address', 'signatory_id'];
  const expectedPapers: Record<string, string[]> = {
    'Aegean Bulk Carriers S.A.': operatorPapers,
    'Nordic Coastal Shipping AS': operatorPapers,
    'Rhine Grain Trading B.V.': papers,
    'Gulf Petrochemical Logistics LLC': papers,
    'Straits Line Tankers Pte. Ltd.': operatorPapers,
    'Andes Minerals Export SpA': papers,
  };

  it('gives every verified company an approved file with its papers, checked by the admin, one about to expire', async () => {
    const admin = await member('admin@fairlead.test');
    const verified = await t.db
      .select({ company: profiles.companyName })
      .from(profiles)
      .where(and(eq(profiles.verified, true), inArray(profiles.role, ['owner', 'charterer'])));
    expect(verified.map((p) => p.company).sort()).toEqual(verifiedCompanies);
    const files = await t.db
      .select({ company: profiles.companyName, file: verificationSubmissions, profile: profiles })
      .from(verificationSubmissions)
      .innerJoin(profiles, eq(profiles.id, verificationSubmissions.profileId))
      .where(eq(verificationSubmissions.status, 'approved'));
    expect(files.map((f) => f.company).sort()).toEqual(verifiedCompanies);
    for (const { company, file, profile } of files) {
      expect(file.legalName).toBe(company);
      expect([file.registrationNumber, file.registrationCountry, file.registeredAddress, file.signatoryName, file.signatoryRole]).not.toContain(null);
      expect(file.decidedBy).toBe(admin.id);
      expect(file.checkedOn! < today()).toBe(true); // reviewed before the demo starts
      expect(file.submittedAt!.getTime()).toBeLessThan(file.decidedAt!.getTime());
      const docs = await t.db.select().from(verificationDocuments).where(eq(verificationDocuments.submissionId, file.id));
      expect(docs.map((d) => d.kind).sort()).toEqual(expectedPapers[company]);
      for (const d of docs) {
        expect(d.expiresOn! > today()).toBe(true);
        expect((await fileTypeFromBuffer((await t.deps.storage.get(d.storageKey))!))?.mime).toBe('application/pdf');
      }
      // Verified until the first paper expires; the profile says what the file says.
      expect(file.expiresOn).toBe(docs.map((d) => d.expiresOn!).sort()[0]);
      expect([profile.verificationCheckedOn, profile.verificationExpiresOn]).toEqual([file.checkedOn, file.expiresOn]);
    }
    // Exactly one lapses within 30 days: Gulf Petrochemical's proof of address, in 10. Its 7-day notice and its lapse
    // are queued (the 30-day one's day has passed); the others have all three queued.
    const soon = files.filter((f) => f.file.expiresOn! < inDays(30));
    expect(soon.map((f) => f.company)).toEqual(['Gulf Petrochemical Logistics LLC']);
    expect(soon[0].file.expiresOn).toBe(inDays(10));
    const notices = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'verification.expiry'), isNull(jobs.doneAt)));
    const daysOf = (id: string) =>
      notices
        .map((j) => j.payload as { submissionId: string; days: number })
        .filter((p) => p.submissionId === id)
        .map((p) => p.days)
        .sort((a, b) => a - b);
    for (const f of files) expect([f.company, daysOf(f.file.id)]).toEqual([f.company, f === soon[0] ? [0, 7] : [0, 7, 30]]);
  });

  it('puts the two companies waiting for verification in the admins’ queue, oldest first, papers attached', async () => {
    const queue = (await reviewQueue(t.db)).items;
    expect(queue.map((f) => [f.companyName, f.status, f.decidedAt])).toEqual([
      ['Straits Line Tankers Pte. Ltd.', 'submitted', null],
      ['Andes Minerals Export SpA', 'submitted', null],
    ]);
    for (const f of queue) {
      expect(f.documents.map((d) => d.kind).sort()).toEqual(expectedPapers[f.companyName]);
      expect(f.missing).toEqual([]);
      expect(f.actions).toEqual(['approve', 'reject', 'ask']);
    }
    const waiting = await t.db
      .select({ verified: profiles.verified })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          queue.map((f) => f.profileId),
        ),
      );
    expect(waiting).toEqual([{ verified: false }, { verified: false }]);
  });
});
