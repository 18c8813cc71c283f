import { eq } from 'drizzle-orm';
import { paymentCharges } from '../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from './deal-input';
import type { TestApp } from './harness';
import { fixedBeforeTheFacts } from './laytime-input';

type Agent = ReturnType<TestApp['agent']>;
let keys = 0;
/** A fresh idempotency key, as the web app makes one per click of Pay. */
export const newKey = () => `test-key-${Date.now()}-${++keys}`.padEnd(20, '0');

/** A deal fixed on the given terms with its charter party signed by both (so sealed), through the API. */
export async function sealedDeal(t: TestApp, terms: Record<string, unknown> = voyageTerms(t)) {
  const p = await dealParties(t);
  const id = await openDeal(t, p, terms);
  await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms));
  const fixed = await p.charterer.post(`/api/deals/${id}/accept`);
  if (fixed.json?.deal?.stage !== 'fixed') throw new Error(`not fixed: ${fixed.text}`);
  // Fixed, for the laytime tests' statements of facts of March 2026, before them (laytime-input.ts).
  await fixedBeforeTheFacts(t, id);
  await p.owner.post(`/api/deals/${id}/contract`);
  for (const a of [p.owner, p.charterer]) {
    const signed = await a.post(`/api/deals/${id}/contract/sign`, { version: 1, password: a.password, consent: true });
    if (signed.status !== 200) throw new Error(`not signed: ${signed.text}`);
  }
  const schedule = await p.charterer.get(`/api/deals/${id}/payments`);
  return { p, id, payments: schedule.json.payments as { id: string; amount: number; label: string; status: string; seq: number }[] };
}

/**
 * Voyage terms whose instalments a card can pay on Stripe (at most USD 999,999.99 a charge): 30,000 t at USD 24.50
 * is USD 735,000.00 of freight, 95% on loading USD 698,250.00 and the balance USD 36,750.00.
 */
export const cardSizedTerms = (t: TestApp) => voyageTerms(t, { quantityT: 30_000 });

/** Pays an instalment through the simulated provider's checkout with a test card; the webhook arrives before this returns. */
export async function payWithCard(charterer: Agent, paymentId: string, card: string, key = newKey()) {
  const started = await charterer.post(`/api/payments/${paymentId}/checkout`, { idempotencyKey: key });
  if (started.status !== 200) throw new Error(`checkout refused: ${started.text}`);
  const ref = (started.json.checkoutUrl as string).split('/').pop()!;
  const paid = await charterer.post(`/api/simulated-provider/charges/${ref}/pay`, { number: card });
  return { ref, key, checkoutUrl: started.json.checkoutUrl as string, charge: paid.json };
}

/** The charge Fairlead opened for a provider reference. */
export async function chargeOf(t: TestApp, ref: string) {
  const [row] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.providerRef, ref));
  return row;
}

export const cards = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0025 0000 3155',
  insufficient: '4000 0000 0000 9995',
};

/** A one-page PDF, as an owner's scan of a bill of lading or a certificate would be typed by content. */
export const evidencePdf = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** Days from a test deal's making to its laycan's first day (voyageTerms and timeTerms: 30). */
export const DAYS_TO_LAYCAN = 30;

/**
 * The owner marks an instalment done on evidence, as the form sends it: the document, the time it states (the
 * clock's now unless given) and the quantity (read only from a bill of lading).
 */
export function markOnEvidence(
  t: TestApp,
  owner: Agent,
  paymentId: string,
  fields: Record<string, string> = {},
  file = evidencePdf,
  name = 'evidence.pdf',
) {
  return owner.upload(`/api/payments/${paymentId}/done`, 'file', file, name, {
    statedAt: t.deps.clock.now().toISOString(),
    quantityT: '50000',
    ...fields,
  });
}
