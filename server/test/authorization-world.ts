import { eq } from 'drizzle-orm';
import { charters, jobs, notifications, payments, payoutAccounts } from '../db/schema';
import { validCargo } from './cargo-input';
import { dayFrom, firm, instantIn, voyageTerms } from './deal-input';
import type { TestApp } from './harness';
import { fixedBeforeTheFacts, rotterdamFacts } from './laytime-input';
import { ofCharterer, ofOwner } from './review-input';
import { submitFile as submitVerification } from './verification-input';
import { imoSequence, validVessel } from './vessel-input';

// The records the authorization policy test (server/auth/authorization.test.ts) calls every route on: one of each
// kind a route can name, made fresh for each caller, with the parties, members of the same roles who are party to
// none of them, and an admin.

/** The ids (and bodies) the policy table's paths are filled with. */
export type World = {
  fixedDeal: string;
  clauses: unknown[];
  attachment: string;
  report: string;
  conversation: string;
  message: string;
  block: string;
  deal: string;
  subject: string;
  terms: Record<string, unknown>;
  failedJob: number;
  imo: string;
  vessel: string;
  photo: string;
  photoFile: string;
  charter: string;
  payment: string;
  payoutChange: string;
  notification: string;
  member: string;
  /** An open cargo order the charterer posted, and a valid body to post or change one. */
  cargo: string;
  cargoInput: Record<string, unknown>;
  /** A search the charterer saved (a member's own: nobody else may delete it). */
  savedSearch: string;
  /** An e-mail the charterer's company imported (pasted): its company's alone. */
  imported: string;
  /** A completed fixture's deal both parties reviewed; the charterer's review of the owner (published). */
  reviewedDeal: string;
  review: string;
  /** The charterer's verification file, sent for review, and its certificate of incorporation (#29). */
  verificationSubmission: string;
  verificationDocument: string;
  /** A ship certificate the owner uploaded for review (#29). */
  certificate: string;
  /** The owner’s agent invited to the fixed deal’s load port (decision 037). */
  portAgent: string;
};

/** A valid IMO number no other world uses. */
const nextImo = imoSequence(947_101);

/** A fresh world per caller: an owner's verified vessel with a photo, a charter with its payment, a notification. */
export async function world(t: TestApp, photoBytes: Buffer) {
  const owner = await t.signedIn('owner', { verified: true });
  const charterer = await t.signedIn('charterer', { verified: true });
  const created = await owner.post('/api/vessels', validVessel({ imo: nextImo() }));
  if (created.status !== 201) throw new Error(`vessel not created: ${created.text}`);
  const vessel = created.json.vessel.id as string;
  const photo = await owner.upload(`/api/vessels/${vessel}/photos`, 'file', photoBytes, 'ship.jpg');
  const [charter] = await t.db
    .insert(charters)
    .values({
      vesselId: vessel,
      chartererId: charterer.id,
      ownerId: owner.id,
      startDate: '2099-03-01',
      endDate: '2099-03-20',
      status: 'confirmed',
      totalAmount: 33_500_000,
      currency: 'USD',
    })
    .returning();
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: owner.id, title: 'Vessel listed', message: 'Pacific Venture is listed.' })
    .returning();
  const [failedJob] = await t.db
    .insert(jobs)
    .values({
      kind: 'mail.send',
      payload: { to: owner.email, subject: 'Vessel listed', text: '…' },
      attempts: 8,
      failedAt: new Date(),
      lastError: '550 mailbox unavailable',
    })
    .returning();
  // A deal between the two: the charterer's enquiry, answered by the owner's firm offer on the charterer's subject.
  const terms = voyageTerms(t);
  const enquiry = await charterer.post('/api/deals', { vesselId: vessel, terms });
  const offered = await owner.post(
    `/api/deals/${enquiry.json.deal.id}/offers`,
    firm(t, terms, { subjects: [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) }] }),
  );
  if (offered.status !== 201) throw new Error(`offer refused: ${offered.text}`);
  const conversation = (await charterer.post('/api/conversations', { vesselId: vessel })).json.id;
  const message = (await owner.post(`/api/conversations/${conversation}/messages`, { body: 'Open Rotterdam 1 March.' })).json.message.id;
  const attachment = (await owner.upload(`/api/conversations/${conversation}/attachments`, 'file', photoBytes, 'hold.jpg')).json.message
    .attachments[0].id;
  await charterer.post(`/api/messages/${message}/report`, { reason: 'Asks to pay outside Fairlead' });
  const reportAdmin = await t.signedIn('admin');
  const report = (await reportAdmin.get('/api/admin/message-reports')).json.items.find(
    (r: { message: { id: string } }) => r.message.id === message,
  ).id;
  // A second deal on the ship, a hundred days out, fixed without subjects, and its charter party drafted.
  const later = voyageTerms(t, { laycanFrom: dayFrom(t, 100), laycanTo: dayFrom(t, 104) });
  const fixedDeal = (await charterer.post('/api/deals', { vesselId: vessel, terms: later })).json.deal.id;
  await owner.post(`/api/deals/${fixedDeal}/offers`, firm(t, later));
  await charterer.post(`/api/deals/${fixedDeal}/accept`);
  await fixedBeforeTheFacts(t, fixedDeal);
  const clauses = (await owner.post(`/api/deals/${fixedDeal}/contract`)).json.contract.latest.content.clauses;
  // Its statement of facts at the load port, version 1, for the laytime rows to comment on and save over (#30).
  const facts = await owner.put(`/api/deals/${fixedDeal}/laytime/calls/load/facts`, rotterdamFacts());
  if (facts.status !== 200) throw new Error(`statement of facts not saved: ${facts.text}`);
  // The owner's agent invited to its load port (decision 037), for the row that revokes one.
  const portAgent = (await owner.post(`/api/deals/${fixedDeal}/laytime/calls/load/agents`, { email: 'world-agent@portagency.example' })).json
    .agents[0].id;
  // An instalment of the fixed deal, as a sealed charter party's schedule would hold it.
  const [fixedCharter] = await t.db.select().from(charters).where(eq(charters.dealId, fixedDeal));
  const at = t.deps.clock.now();
  const [payment] = await t.db
    .insert(payments)
    .values({
      dealId: fixedDeal,
      charterId: fixedCharter.id,
      seq: 1,
      kind: 'freight',
      label: 'Freight, 95% on loading',
      amount: 33_500_000,
      currency: 'USD',
      dueOn: later.laycanFrom as string,
      releaseRule: 'loading',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // A change of the owner's payout bank details waiting out its 48 hours.
  const [payoutChange] = await t.db
    .insert(payoutAccounts)
    .values({
      ownerId: owner.id,
      holderName: 'Owners Ltd',
      iban: 'GB82WEST12345698765432',
      bic: 'NWBKGB2L',
      status: 'pending',
      confirmedAt: at,
      appliesAt: new Date(at.getTime() + 48 * 3_600_000),
      createdAt: at,
    })
    .returning();
  const cargoInput = validCargo(t);
  const cargo = await charterer.post('/api/cargoes', cargoInput);
  if (cargo.status !== 201) throw new Error(`cargo order not posted: ${cargo.text}`);
  const saved = await charterer.post('/api/saved-searches', { kind: 'cargoes', query: { commodity: 'wheat' } });
  if (saved.status !== 201) throw new Error(`search not saved: ${saved.text}`);
  const imported = await charterer.post('/api/import', { text: 'Subject: Cargo order\n\n50,000 MT 10% MOLOO WHEAT ECSA/CHINA LAYCAN 20-30 DEC' });
  if (imported.status !== 201) throw new Error(`e-mail not imported: ${imported.text}`);
  const verificationSubmission = await submitVerification(charterer);
  const verificationDocument = (await charterer.get('/api/company/verification')).json.submission.documents[0].id as string;
  const certificate = await owner.upload(`/api/vessels/${vessel}/certificates`, 'file', photoBytes, 'class.jpg', {
    kind: 'class',
    expiresOn: '2099-06-30',
  });
  if (certificate.status !== 201) throw new Error(`certificate not uploaded: ${certificate.text}`);
  // A third deal, two hundred days out, fixed and (as the progress job would on its day) completed; both reviewed.
  const reviewedTerms = voyageTerms(t, { laycanFrom: dayFrom(t, 200), laycanTo: dayFrom(t, 204) });
  const reviewedDeal = (await charterer.post('/api/deals', { vesselId: vessel, terms: reviewedTerms })).json.deal.id;
  await owner.post(`/api/deals/${reviewedDeal}/offers`, firm(t, reviewedTerms));
  await charterer.post(`/api/deals/${reviewedDeal}/accept`);
  await t.db.update(charters).set({ status: 'completed' }).where(eq(charters.dealId, reviewedDeal));
  const review = await charterer.post(`/api/deals/${reviewedDeal}/reviews`, ofOwner());
  if (review.status !== 201) throw new Error(`review refused: ${review.text}`);
  await owner.post(`/api/deals/${reviewedDeal}/reviews`, ofCharterer());
  const block = await owner.post(`/api/vessels/${vessel}/blocks`, { start: '2099-05-01', end: '2099-05-10', reason: 'maintenance' });
  const w: World = {
    fixedDeal,
    clauses,
    attachment,
    report,
    conversation,
    message,
    block: block.json.block.id,
    deal: enquiry.json.deal.id,
    subject: offered.json.deal.offers[1].subjects[0].id,
    terms,
    failedJob: failedJob.id,
    imo: created.json.vessel.imo,
    vessel,
    photo: photo.json.photo.id,
    photoFile: (photo.json.photo.url as string).split('/').pop()!,
    charter: charter.id,
    payment: payment.id,
    payoutChange: payoutChange.id,
    notification: notification.id,
    member: charterer.id,
    cargo: cargo.json.cargo.id,
    cargoInput,
    savedSearch: saved.json.savedSearch.id,
    imported: imported.json.import.id,
    reviewedDeal,
    review: review.json.mine.id,
    verificationSubmission,
    verificationDocument,
    certificate: certificate.json.certificate.id,
    portAgent,
  };
  return {
    w,
    agents: {
      anonymous: t.agent(),
      charterer,
      // Members of the same roles, verified like the parties, who are party to none of the world's records.
      otherCharterer: await t.signedIn('charterer', { verified: true }),
      owner,
      otherOwner: await t.signedIn('owner', { verified: true }),
      admin: await t.signedIn('admin'),
    },
  };
}
