import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { stripePeerBankTransfers } from './bank-transfer';

/**
 * A stand-in for Stripe's API, for tests that run offline: the official SDK is pointed at it (STRIPE_API_URL) and
 * talks to it exactly as to Stripe. It plays only the calls the adapter makes, answers objects shaped like Stripe's,
 * honours Idempotency-Key as Stripe does, and records every request so tests can check what was sent.
 */
export type PeerRequest = { method: string; path: string; form: Record<string, string>; headers: IncomingHttpHeaders };
type StripeObject = { id: string; object: string; [field: string]: unknown };
type Answer = { status: number; body: string };
/** An event Stripe sent: its type, the signed payload, and Fairlead's answer. */
export type Delivery = { type: string; status: number; body: string; payload: string };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The entries of a flat form under one key: `metadata[chargeId]=…` gives { chargeId: … }. */
function under(form: Record<string, string>, prefix: string): Record<string, string> {
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  return Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (pattern.test(k) ? [[k.match(pattern)![1], v]] : [])));
}

const stripeError = (status: number, type: string, message: string): Answer => ({ status, body: JSON.stringify({ error: { type, message } }) });

export async function startStripePeer() {
  const requests: PeerRequest[] = [];
  const objects = new Map<string, StripeObject>();
  /** What each session's PaymentIntent will carry once the payer completes the page (payment_intent_data). */
  const intentData = new Map<string, { metadata: Record<string, string>; transfer_group: string | null }>();
  const answered = new Map<string, { request: string; answer: Answer }>();
  let url = '';

  const store = (o: StripeObject): Answer => {
    objects.set(o.id, o);
    return { status: 200, body: JSON.stringify(o) };
  };
  const found = (kind: string, id: string, show: (o: StripeObject) => StripeObject = (o) => o): Answer => {
    const o = objects.get(id);
    return o?.object === kind
      ? { status: 200, body: JSON.stringify(show(o)) }
      : stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`);
  };

  /** A connected account's money, by `account:currency`; Fairlead's own balance is not kept. */
  const balances = new Map<string, number>();
  const credit = (account: string, currency: string, amount: number) =>
    balances.set(`${account}:${currency}`, (balances.get(`${account}:${currency}`) ?? 0) + amount);
  /** Refusals a test arranges: the next POST to the path gets this message, as Stripe's invalid_request_error. */
  const refusals = new Map<string, string>();

  /** Where Stripe sends its events (a webhook endpoint), and the secret that signs them; none until a test sets it. */
  let webhook: { url: string; secret: string; now: () => Date } | null = null;
  const deliveries: Promise<Delivery>[] = [];
  /** Stripe's event for a change it made, signed with the endpoint's secret and sent after the request is answered. */
  function send(type: string, object: StripeObject) {
    if (!webhook) return;
    const { url: to, secret, now } = webhook;
    const created = Math.floor(now().getTime() / 1000);
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-01-28.clover',
      created,
      livemode: false,
      type,
      data: { object },
      pending_webhooks: 1,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: created });
    deliveries.push(
      new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
        const res = await fetch(to, {
          method: 'POST',
          body: payload,
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        });
        return { type, status: res.status, body: await res.text(), payload };
      }),
    );
  }

  /** Bank transfers into a customer's cash balance (#25): customers, customer_balance intents, funding them. */
  const bankTransfers = stripePeerBankTransfers({ objects, store, send, newId, under, stripeError });

  /** Connect: connected accounts, their bank accounts, transfers to them and their payouts (`onBehalfOf`: Stripe-Account). */
  function connect(method: string, path: string, form: Record<string, string>, onBehalfOf: string | undefined): Answer | null {
    const [, , resource, id, sub] = path.split('/');
    if (method !== 'POST') return null;
    if (path === '/v1/accounts') {
      return store({
        id: newId('acct'),
        object: 'account',
        type: form.type,
        country: form.country,
        email: form.email,
        business_type: form.business_type,
        company: { name: form['company[name]'] },
        capabilities: { transfers: form['capabilities[transfers][requested]'] === 'true' ? 'active' : 'inactive' },
        settings: { payouts: { schedule: { interval: form['settings[payouts][schedule][interval]'] ?? 'daily' } } },
        metadata: under(form, 'metadata'),
      });
    }
    if (resource === 'accounts' && sub === 'external_accounts') {
      if (objects.get(id)?.object !== 'account') return stripeError(404, 'invalid_request_error', `No such account: '${id}'`);
      const bank = under(form, 'external_account');
      return store({
        id: newId('ba'),
        object: 'bank_account',
        account: id,
        country: bank.country,
        currency: bank.currency,
        account_holder_name: bank.account_holder_name,
        account_holder_type: bank.account_holder_type,
        last4: bank.account_number?.slice(-4),
        default_for_currency: form.default_for_currency === 'true',
      });
    }
    if (path === '/v1/transfers') {
      if (objects.get(form.destination ?? '')?.object !== 'account')
        return stripeError(400, 'invalid_request_error', `No such destination: '${form.destination}'`);
      credit(form.destination, form.currency, Number(form.amount));
      return store({
        id: newId('tr'),
        object: 'transfer',
        amount: Number(form.amount),
        amount_reversed: 0,
        currency: form.currency,
        destination: form.destination,
        transfer_group: form.transfer_group ?? null,
        metadata: under(form, 'metadata'),
      });
    }
    if (resource === 'transfers' && sub === 'reversals') {
      const transfer = objects.get(id);
      if (transfer?.object !== 'transfer') return stripeError(404, 'invalid_request_error', `No such transfer: '${id}'`);
      const amount = form.amount ? Number(form.amount) : Number(transfer.amount) - Number(transfer.amount_reversed);
      credit(transfer.destination as string, transfer.currency as string, -amount);
      objects.set(id, { ...transfer, amount_reversed: Number(transfer.amount_reversed) + amount });
      return store({
        id: newId('trr'),
        object: 'transfer_reversal',
        amount,
        currency: transfer.currency,
        transfer: id,
        metadata: under(form, 'metadata'),
      });
    }
    if (path === '/v1/payouts') {
      // Paid from the account named by Stripe-Account (Fairlead's own without it), only to that account's bank.
      const payer = onBehalfOf ?? 'platform';
      const bank = objects.get(form.destination ?? '');
      if (bank?.object !== 'bank_account' || bank.account !== payer)
        return stripeError(404, 'invalid_request_error', `No such external account: '${form.destination}'`);
      const amount = Number(form.amount);
      if ((balances.get(`${payer}:${form.currency}`) ?? 0) < amount)
        return stripeError(400, 'invalid_request_error', 'You have insufficient funds in your Stripe account for this transfer.');
      credit(payer, form.currency, -amount);
      return store({
        id: newId('po'),
        object: 'payout',
        amount,
        currency: form.currency,
        destination: bank.id,
        status: 'pending',
        method: 'standard',
        metadata: under(form, 'metadata'),
      });
    }
    return null;
  }

  function route(method: string, path: string, form: Record<string, string>, onBehalfOf: string | undefined): Answer {
    const refusal = method === 'POST' ? refusals.get(path) : undefined;
    if (refusal) {
      refusals.delete(path);
      return stripeError(400, 'invalid_request_error', refusal);
    }
    const connected = connect(method, path, form, onBehalfOf) ?? bankTransfers.route(method, path, form);
    if (connected) return connected;
    const [, , resource, sub, id] = path.split('/'); // '', 'v1', …
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = newId('cs');
      intentData.set(sessionId, {
        metadata: under(form, 'payment_intent_data[metadata]'),
        transfer_group: form['payment_intent_data[transfer_group]'] ?? null,
      });
      const item = 'line_items[0]';
      return store({
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        url: `${url}/c/pay/${sessionId}`,
        amount_total: Number(form[`${item}[price_data][unit_amount]`]) * Number(form[`${item}[quantity]`] ?? 1),
        currency: form[`${item}[price_data][currency]`],
        customer: null,
        payment_intent: null,
        metadata: under(form, 'metadata'),
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      });
    }
    if (method === 'POST' && resource === 'checkout' && sub === 'sessions' && id && path.endsWith('/expire')) {
      const session = objects.get(id);
      if (session?.object !== 'checkout.session') return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`);
      if (session.status !== 'open')
        return stripeError(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.');
      const expired = { ...session, status: 'expired', url: null };
      send('checkout.session.expired', expired);
      return store(expired);
    }
    if (method === 'GET' && resource === 'checkout' && sub === 'sessions' && id) {
      const expandIntent = Object.entries(form).some(([k, v]) => k.startsWith('expand') && v === 'payment_intent');
      return found('checkout.session', id, (s) =>
        expandIntent && typeof s.payment_intent === 'string' ? { ...s, payment_intent: objects.get(s.payment_intent) } : s,
      );
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      const confirmed = form.confirm === 'true';
      return store({
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: form.currency,
        customer: form.customer ?? null,
        payment_method: form.payment_method ?? null,
        status: confirmed ? 'succeeded' : 'requires_confirmation',
        amount_received: confirmed ? amount : 0,
        transfer_group: form.transfer_group ?? null,
        metadata: under(form, 'metadata'),
        last_payment_error: null,
      });
    }
    if (method === 'GET' && resource === 'payment_intents' && sub) return found('payment_intent', sub);
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = objects.get(form.payment_intent ?? '');
      if (intent?.object !== 'payment_intent') return stripeError(404, 'invalid_request_error', `No such payment_intent: '${form.payment_intent}'`);
      return store({
        id: newId('re'),
        object: 'refund',
        amount: form.amount ? Number(form.amount) : intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: under(form, 'metadata'),
      });
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  /** Stripe replays the first answer to a repeated key, and refuses the key with other parameters. */
  function answer(
    method: string,
    path: string,
    rawBody: string,
    form: Record<string, string>,
    headers: IncomingHttpHeaders,
  ): Answer & { replayed?: boolean } {
    if (!/^Bearer sk_test_/.test(headers.authorization ?? '')) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    const key = method === 'POST' ? (headers['idempotency-key'] as string | undefined) : undefined;
    const request = `${method} ${path} ${rawBody}`;
    const earlier = key ? answered.get(key) : undefined;
    if (earlier)
      return earlier.request === request
        ? { ...earlier.answer, replayed: true }
        : stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    const fresh = route(method, path, form, headers['stripe-account'] as string | undefined);
    if (key) answered.set(key, { request, answer: fresh });
    return fresh;
  }

  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://peer');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      // Keys stay flat (`line_items[0][price_data][currency]`): enough to assert on, and what Stripe receives.
      const form = Object.fromEntries([...target.searchParams, ...new URLSearchParams(rawBody)]);
      const method = req.method ?? 'GET';
      requests.push({ method, path: target.pathname, form, headers: req.headers });
      const { status, body, replayed } = answer(method, target.pathname, rawBody, form, req.headers);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(8).toString('hex')}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    objects,
    balances,
    /** Money a customer sent beyond its open bank transfers, by customer id: Stripe keeps it in the cash balance. */
    cashBalances: bankTransfers.cashBalances,
    /** Stripe sends the events of changes it makes itself (an expired session) to `url`, signed with `secret` at `now()`. */
    sendEventsTo: (target: { url: string; secret: string; now: () => Date }) => {
      webhook = target;
    },
    /** Every event sent so far, once each has been answered. */
    delivered: () => Promise.all(deliveries),
    /** Stripe refuses the next POST to `path` (e.g. '/v1/payouts') with `message`. */
    refuseNext: (path: string, message: string) => refusals.set(path, message),
    /** Stripe ends an unpaid session (its expires_at passed, 24 hours by default): the session as checkout.session.expired carries it. */
    expire(sessionId: string): StripeObject {
      const session = { ...objects.get(sessionId)!, status: 'expired', url: null };
      objects.set(sessionId, session);
      return session;
    },
    /**
     * The payer submits a card on the hosted page: the session gets its customer and a PaymentIntent carrying the
     * session's payment_intent_data. A decline leaves the card on last_payment_error, as Stripe does, and the page
     * open: another card on it confirms the same PaymentIntent.
     */
    complete(sessionId: string, outcome: 'succeeded' | 'declined' = 'succeeded'): StripeObject {
      const session = objects.get(sessionId)!;
      const earlier = typeof session.payment_intent === 'string' ? session.payment_intent : null;
      const card = { id: newId('pm'), object: 'payment_method', type: 'card' };
      const customer = typeof session.customer === 'string' ? session.customer : newId('cus');
      const paid = outcome === 'succeeded';
      const intent: StripeObject = {
        id: earlier ?? newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        customer,
        status: paid ? 'succeeded' : 'requires_payment_method',
        payment_method: paid ? card.id : null,
        amount_received: paid ? session.amount_total : 0,
        ...intentData.get(sessionId),
        last_payment_error: paid ? null : { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_method: card },
      };
      objects.set(intent.id, intent);
      objects.set(sessionId, { ...session, customer, payment_intent: intent.id, status: paid ? 'complete' : 'open' });
      return intent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // the SDK keeps its connections alive
        server.close(() => resolve());
      }),
  };
}
export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
