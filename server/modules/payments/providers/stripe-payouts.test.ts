import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail, paymentCharges, payoutAccounts, payouts } from '../../../db/schema';
import { balanceOf } from '../../../lib/ledger';
import type { TestApp } from '../../../test/harness';
import { reviewedByAdmin } from '../../../test/payout-review';
import { cardSizedTerms, DAYS_TO_LAYCAN, markOnEvidence, newKey, sealedDeal } from '../../../test/payment-input';
import { STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET, startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app';
import type { PeerRequest, StripePeer } from '../../../test/stripe-stand-in/stripe-peer';

const HOUR = 3_600_000;
// 50,000 t at USD 24.50/t = USD 1,225,000.00: 95% on loading, 5% on completion.
const FREIGHT_95 = 69_825_000; // 95% of 30,000 t at USD 24.50/t (cardSizedTerms: within Stripe's card limit)
const BALANCE_5 = 3_675_000; // the other 5%
const first = { holderName: 'Aegean Bulk Carriers S.A.', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' };
const second = { holderName: 'Aegean Bulk Carriers GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

let peer: StripePeer;
let t: TestApp;
let stripeApp: StripeTestApp;
beforeAll(async () => {
  stripeApp = await startStripeTestApp();
  ({ peer, t } = stripeApp);
});
afterAll(() => stripeApp.close());

type Deal = Awaited<ReturnType<typeof sealedDeal>>;

/** The owner's bank details, as payouts.test.ts sets them: password, the e-mailed link, the 48 hours. */
async function setBankDetails(p: Deal['p'], details: typeof first) {
  await t.db.delete(devMail).where(eq(devMail.to, p.owner.email));
  expect((await p.owner.put('/api/payouts/bank-details', { ...details, password: p.owner.password })).status).toBe(200);
  const mails = await t.db.select().from(devMail).where(eq(devMail.to, p.owner.email));
  const token = /bank-details\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))![1];
  expect((await p.owner.post('/api/payouts/bank-details/confirm', { token })).status).toBe(200);
  t.deps.clock.advance(48 * HOUR);
  await t.deps.jobs.runDue();
  await reviewedByAdmin(t, p.owner.id); // a shared test IBAN, a new payee and country: flags payouts would wait on (#25)
  const [active] = await t.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.ownerId, p.owner.id), eq(payoutAccounts.status, 'active')));
  expect(active.iban).toBe(details.iban.replaceAll(' ', ''));
  return active.id;
}

/** The charterer pays on Checkout, Stripe confirms by webhook, the owner marks it done, the charterer confirms. */
async function payAndRelease({ p }: Deal, payment: Deal['payments'][number]) {
  expect((await p.charterer.post(`/api/payments/${payment.id}/checkout`, { idempotencyKey: newKey() })).status).toBe(200);
  const [charge] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, payment.id));
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-01-28.clover',
    created: 1_780_000_000,
    livemode: false,
    data: { object: peer.complete(charge.providerRef!) },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(t.deps.clock.now().getTime() / 1000),
  });
  const paid = await t
    .agent()
    .raw('POST', '/api/payments/webhooks/stripe', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
  expect(paid.json.outcome).toBe('applied: money held in escrow');
  t.deps.clock.advance(DAYS_TO_LAYCAN * 86_400_000); // loading can be marked once the laycan has opened (#25)
  expect((await markOnEvidence(t, p.owner, payment.id, { quantityT: '30000' })).status).toBe(200);
  expect((await p.charterer.post(`/api/payments/${payment.id}/confirm`)).json.payment.status).toBe('released');
  await t.deps.jobs.runDue(); // the payout job
}

const connectCalls = (from: number) => peer.requests.slice(from).filter((r) => /^\/v1\/(accounts|transfers|payouts)/.test(r.path));
const call = (r: PeerRequest) => ({
  method: r.method,
  path: r.path,
  form: r.form,
  key: r.headers['idempotency-key'],
  onBehalfOf: r.headers['stripe-account'],
});
const payoutsOf = (dealId: string) => t.db.select().from(payouts).where(eq(payouts.dealId, dealId)).orderBy(payouts.createdAt);
const stripeObjects = (kind: string, payoutId: string) =>
  [...peer.objects.values()].filter((o) => o.object === kind && (o.metadata as Record<string, string>).payoutId === payoutId);
const ledger = async (dealId: string) =>
  Promise.all((['owner_payable', 'paid_out'] as const).map(async (kind) => (await balanceOf(t.db, { kind, dealId, currency: 'USD' })).posted));

/** A deal whose first instalment went out through Stripe to `first`; answers what the test later compares with. */
async function paidOnce() {
  const deal = await sealedDeal(t, cardSizedTerms(t));
  const bankId = await setBankDetails(deal.p, first);
  const from = peer.requests.length;
  await payAndRelease(deal, deal.payments[0]);
  const accounts = [...peer.objects.values()].filter(
    (o) => o.object === 'account' && (o.metadata as Record<string, string>).ownerId === deal.p.owner.id,
  );
  expect(accounts).toHaveLength(1);
  const banks = [...peer.objects.values()].filter((o) => o.object === 'bank_account' && o.account === accounts[0].id);
  expect(banks).toHaveLength(1);
  return { deal, bankId, accountId: accounts[0].id, bank: banks[0], calls: connectCalls(from).map(call) };
}

describe('payouts through Stripe Connect', () => {
  it('open the owner’s connected account, attach the active bank account, transfer the money and pay it out', async () => {
    const { deal, bankId, accountId, bank, calls } = await paidOnce();
    const owner = deal.p.owner;
    const company = (await owner.get('/api/accounts/me')).json.profile.companyName as string;
    const [payout, ...more] = await payoutsOf(deal.id);
    expect(more).toEqual([]);
    const [stripePayout] = stripeObjects('payout', payout.id);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/accounts',
        key: `account_${owner.id}`,
        onBehalfOf: undefined,
        form: {
          type: 'custom',
          country: 'GB',
          email: owner.email,
          business_type: 'company',
          'company[name]': company,
          'capabilities[transfers][requested]': 'true',
          'settings[payouts][schedule][interval]': 'manual',
          'metadata[ownerId]': owner.id,
        },
      },
      {
        method: 'POST',
        path: `/v1/accounts/${accountId}/external_accounts`,
        key: `bank_${bankId}`,
        onBehalfOf: undefined,
        form: {
          'external_account[object]': 'bank_account',
          'external_account[country]': 'GB',
          'external_account[currency]': 'usd',
          'external_account[account_holder_name]': first.holderName,
          'external_account[account_holder_type]': 'company',
          'external_account[account_number]': 'GB82WEST12345698765432',
          default_for_currency: 'true',
        },
      },
      {
        method: 'POST',
        path: '/v1/transfers',
        key: `transfer_${payout.id}`,
        onBehalfOf: undefined,
        form: {
          amount: String(FREIGHT_95),
          currency: 'usd',
          destination: accountId,
          transfer_group: `deal_${deal.id}`,
          'metadata[payoutId]': payout.id,
        },
      },
      {
        method: 'POST',
        path: '/v1/payouts',
        key: `payout_${payout.id}`,
        onBehalfOf: accountId,
        form: { amount: String(FREIGHT_95), currency: 'usd', destination: bank.id, 'metadata[payoutId]': payout.id },
      },
    ]);
    expect([payout.status, payout.providerRef, payout.amount, payout.payoutAccountId]).toEqual(['sent', stripePayout.id, FREIGHT_95, bankId]);
    expect(await ledger(deal.id)).toEqual([0, FREIGHT_95]);
    expect(peer.balances.get(`${accountId}:usd`)).toBe(0); // all that was transferred went on to the bank

    // Sent again under the same payout id (a crash between Stripe's answer and Fairlead's write): nothing moves twice.
    const before = peer.requests.length;
    const again = await t.deps.payments.payout({
      payoutId: payout.id,
      amount: FREIGHT_95,
      currency: 'USD',
      transferGroup: `deal_${deal.id}`,
      account: { id: bankId, holderName: first.holderName, iban: 'GB82WEST12345698765432', bic: first.bic },
      owner: { id: owner.id, email: owner.email, company },
    });
    expect(again.ref).toBe(stripePayout.id);
    expect(peer.requests.slice(before).map((r) => r.path)).toEqual(['/v1/transfers', '/v1/payouts']);
    expect([stripeObjects('transfer', payout.id).length, stripeObjects('payout', payout.id).length]).toEqual([1, 1]);
  });

  it('pay a second release of the same deal with a second transfer and payout, to the same accounts', async () => {
    const { deal, accountId, bank } = await paidOnce();
    const from = peer.requests.length;
    await payAndRelease(deal, deal.payments[1]);
    const [, payout] = await payoutsOf(deal.id);
    const calls = connectCalls(from).map(call);
    expect(calls.map((c) => [c.path, c.form.amount, c.form.destination, c.onBehalfOf])).toEqual([
      ['/v1/transfers', String(BALANCE_5), accountId, undefined],
      ['/v1/payouts', String(BALANCE_5), bank.id, accountId],
    ]);
    expect(calls.map((c) => c.key)).toEqual([`transfer_${payout.id}`, `payout_${payout.id}`]);
    expect([payout.status, payout.amount, payout.providerRef]).toEqual(['sent', BALANCE_5, stripeObjects('payout', payout.id)[0].id]);
    expect(await ledger(deal.id)).toEqual([0, FREIGHT_95 + BALANCE_5]);
  });

  it('attach a new version of the bank details, once it applies, as its own external account', async () => {
    const { deal, accountId, bank } = await paidOnce();
    const newBankId = await setBankDetails(deal.p, second);
    const from = peer.requests.length;
    await payAndRelease(deal, deal.payments[1]);
    const [, payout] = await payoutsOf(deal.id);
    const [attach, transfer, paid, ...others] = connectCalls(from).map(call);
    expect(others).toEqual([]);
    expect([
      attach.path,
      attach.key,
      attach.form['external_account[country]'],
      attach.form['external_account[account_number]'],
      attach.form['external_account[account_holder_name]'],
    ]).toEqual([`/v1/accounts/${accountId}/external_accounts`, `bank_${newBankId}`, 'DE', 'DE89370400440532013000', second.holderName]);
    const banks = [...peer.objects.values()].filter((o) => o.object === 'bank_account' && o.account === accountId);
    const newBank = banks.find((b) => b.id !== bank.id)!;
    expect(banks.map((b) => b.last4).sort()).toEqual(['3000', '5432']);
    expect([transfer.path, transfer.form.destination]).toEqual(['/v1/transfers', accountId]);
    expect([paid.form.destination, paid.onBehalfOf, payout.payoutAccountId, payout.status]).toEqual([newBank.id, accountId, newBankId, 'sent']);
  });

  it('take the transfer back when Stripe refuses the payout, so the retry pays once', async () => {
    const deal = await sealedDeal(t, cardSizedTerms(t));
    await setBankDetails(deal.p, first);
    const refusal = 'Your destination account has no external accounts with payouts enabled.';
    peer.refuseNext('/v1/payouts', refusal);
    await payAndRelease(deal, deal.payments[0]);
    t.deps.clock.advance(60_000); // past the job's backoff, if the retry has not run yet
    await t.deps.jobs.runDue();
    const [failed, retried, ...more] = await payoutsOf(deal.id);
    expect(more).toEqual([]);
    expect([failed.status, failed.failure]).toEqual(['failed', `Stripe refused the request: ${refusal}`]);
    expect([retried.status, retried.amount, retried.providerRef]).toEqual(['sent', FREIGHT_95, stripeObjects('payout', retried.id)[0].id]);
    expect(stripeObjects('payout', failed.id)).toEqual([]);
    const [transfer] = stripeObjects('transfer', failed.id);
    const reversals = [...peer.objects.values()].filter((o) => o.object === 'transfer_reversal' && o.transfer === transfer.id);
    expect(reversals.map((r) => [r.amount, (r.metadata as Record<string, string>).payoutId])).toEqual([[FREIGHT_95, failed.id]]);
    const transferred = [...peer.objects.values()].filter((o) => o.object === 'transfer' && o.destination === transfer.destination);
    expect(transferred.map((x) => [(x.metadata as Record<string, string>).payoutId, Number(x.amount) - Number(x.amount_reversed)])).toEqual([
      [failed.id, 0],
      [retried.id, FREIGHT_95],
    ]);
    expect(peer.balances.get(`${transfer.destination as string}:usd`)).toBe(0);
    expect(await ledger(deal.id)).toEqual([0, FREIGHT_95]);
  });
});
