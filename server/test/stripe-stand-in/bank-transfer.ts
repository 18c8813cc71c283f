import { randomBytes } from 'node:crypto';

/**
 * The Stripe stand-in's bank transfers (#25): customers, PaymentIntents funded from a customer's cash balance by bank
 * transfer, and Stripe's test helper that sends money to a customer's virtual account. As on Stripe (automatic
 * reconciliation), money arriving is applied to the customer's open transfer, oldest first, up to what remains; a
 * part reports payment_intent.partially_funded, the rest payment_intent.succeeded, and anything beyond the intents
 * stays in the customer's cash balance.
 */
type StripeObject = { id: string; object: string; [field: string]: unknown };
type Answer = { status: number; body: string };
type Peer = {
  objects: Map<string, StripeObject>;
  store: (o: StripeObject) => Answer;
  send: (type: string, object: StripeObject) => void;
  newId: (prefix: string) => string;
  under: (form: Record<string, string>, prefix: string) => Record<string, string>;
  stripeError: (status: number, type: string, message: string) => Answer;
};

/** Which network each transfer type uses, its currency, and the account Stripe's test mode shows for it. */
const networks: Record<string, { currency: string; address: (n: string) => Record<string, unknown> }> = {
  eu_bank_transfer: {
    currency: 'eur',
    address: (n) => ({
      type: 'iban',
      iban: {
        account_holder_name: 'Fairlead Escrow',
        bic: 'ABNANL2A',
        country: 'NL',
        iban: `NL91ABNA${n.slice(0, 10)}`,
        bank_address: { line1: null, city: 'Amsterdam', country: 'NL', line2: null, postal_code: null, state: null },
      },
      supported_networks: ['sepa'],
    }),
  },
  us_bank_transfer: {
    currency: 'usd',
    address: (n) => ({
      type: 'aba',
      aba: {
        account_holder_name: 'Fairlead Escrow',
        account_number: n,
        account_type: 'checking',
        bank_name: 'STRIPE TEST BANK',
        routing_number: '000000001',
      },
      supported_networks: ['ach', 'domestic_wire_us'],
    }),
  },
  gb_bank_transfer: {
    currency: 'gbp',
    address: (n) => ({
      type: 'sort_code',
      sort_code: { account_holder_name: 'Fairlead Escrow', account_number: n.slice(0, 8), sort_code: '108800', bank_address: null },
      supported_networks: ['bacs', 'fps'],
    }),
  },
};

const digits = () => Array.from(randomBytes(12), (b) => String(b % 10)).join('');

export function stripePeerBankTransfers(peer: Peer) {
  const { objects, store, send, newId, under, stripeError } = peer;
  /** Each customer's virtual account number, issued with its first transfer; and money not applied to any intent. */
  const accounts = new Map<string, string>();
  const cashBalances = new Map<string, number>();

  function createIntent(form: Record<string, string>): Answer {
    const customer = objects.get(form.customer ?? '');
    if (customer?.object !== 'customer')
      return stripeError(400, 'invalid_request_error', 'A customer is required to use the customer_balance payment method.');
    if (form['payment_method_data[type]'] !== 'customer_balance')
      return stripeError(400, 'invalid_request_error', 'payment_method_data[type] must be customer_balance.');
    const options = 'payment_method_options[customer_balance]';
    const type = form[`${options}[bank_transfer][type]`];
    const network = networks[type];
    if (form[`${options}[funding_type]`] !== 'bank_transfer' || !network)
      return stripeError(400, 'invalid_request_error', `Invalid bank transfer type: ${type}`);
    if (network.currency !== form.currency)
      return stripeError(400, 'invalid_request_error', `${type} does not support the currency ${form.currency}.`);
    if (type === 'eu_bank_transfer' && !form[`${options}[bank_transfer][eu_bank_transfer][country]`])
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country].',
      );
    if (!accounts.has(customer.id)) accounts.set(customer.id, digits());
    const amount = Number(form.amount);
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: form.currency,
      customer: customer.id,
      status: 'requires_action',
      payment_method_types: ['customer_balance'],
      allowed_payment_method_types: ['customer_balance'],
      payment_method: newId('pm'),
      transfer_group: form.transfer_group ?? null,
      description: form.description ?? null,
      metadata: under(form, 'metadata'),
      last_payment_error: null,
      next_action: {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          type,
          currency: form.currency,
          amount_remaining: amount,
          reference: randomBytes(6).toString('hex').toUpperCase(),
          financial_addresses: [network.address(accounts.get(customer.id)!)],
          hosted_instructions_url: null,
        },
      },
    };
    send('payment_intent.requires_action', intent);
    return store(intent);
  }

  /** Stripe's test helper: money arrives at the customer's virtual account. */
  function fund(customerId: string, form: Record<string, string>): Answer {
    if (objects.get(customerId)?.object !== 'customer') return stripeError(404, 'invalid_request_error', `No such customer: '${customerId}'`);
    let left = Number(form.amount);
    const open = [...objects.values()].filter(
      (o) => o.object === 'payment_intent' && o.customer === customerId && o.status === 'requires_action' && o.currency === form.currency,
    );
    for (const intent of open) {
      if (left === 0) break;
      const shown = (intent.next_action as { display_bank_transfer_instructions: { amount_remaining: number } }).display_bank_transfer_instructions;
      const applied = Math.min(left, shown.amount_remaining);
      left -= applied;
      const remaining = shown.amount_remaining - applied;
      const updated: StripeObject =
        remaining === 0
          ? { ...intent, status: 'succeeded', amount_received: intent.amount, next_action: null }
          : {
              ...intent,
              next_action: { ...(intent.next_action as object), display_bank_transfer_instructions: { ...shown, amount_remaining: remaining } },
            };
      objects.set(intent.id, updated);
      send(remaining === 0 ? 'payment_intent.succeeded' : 'payment_intent.partially_funded', updated);
    }
    const balance = (cashBalances.get(customerId) ?? 0) + left;
    cashBalances.set(customerId, balance);
    // As Stripe does after reconciling: a positive balance left over is announced (the object has no id of its own).
    if (balance > 0)
      send('cash_balance.funds_available', {
        id: customerId,
        object: 'cash_balance',
        customer: customerId,
        available: { [form.currency]: balance },
        livemode: false,
      });
    return store({
      id: newId('ccsbtxn'),
      object: 'customer_cash_balance_transaction',
      type: 'funded',
      customer: customerId,
      currency: form.currency,
      net_amount: Number(form.amount),
      ending_balance: balance,
      funded: { bank_transfer: { reference: form.reference ?? null } },
    });
  }

  /** This part's answer to a request, or null when it is not one of its calls. */
  function route(method: string, path: string, form: Record<string, string>): Answer | null {
    if (method !== 'POST') return null;
    if (path === '/v1/customers')
      return store({ id: newId('cus'), object: 'customer', description: form.description ?? null, metadata: under(form, 'metadata') });
    if (path === '/v1/payment_intents' && form['allowed_payment_method_types[0]'] === 'customer_balance') return createIntent(form);
    const funding = /^\/v1\/test_helpers\/customers\/([^/]+)\/fund_cash_balance$/.exec(path);
    if (funding) return fund(funding[1], form);
    return null;
  }

  return { route, cashBalances };
}
