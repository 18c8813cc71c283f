import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../../db/client';
import { stripeConnectedAccounts, stripeExternalAccounts } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { PaymentProvider } from '../../../lib/payment-provider';

type PayoutInput = Parameters<PaymentProvider['payout']>[0];

/**
 * Stripe answered and refused, so the call did nothing: a 4xx other than an idempotency clash (which means the key
 * was used before, so the payout may exist). Network failures and 5xx are unknown outcomes, never "refused".
 */
const refused = (err: unknown) =>
  err instanceof Stripe.errors.StripeError &&
  !(err instanceof Stripe.errors.StripeIdempotencyError) &&
  (err.statusCode ?? 0) >= 400 &&
  (err.statusCode ?? 0) < 500;

/**
 * Owners are paid on "separate charges and transfers": the charterer's money sits in Fairlead's Stripe balance; a
 * payout transfers the owner's share to their connected account (Custom, payouts on a manual schedule, so money
 * leaves only when Fairlead says so) and pays it out at once to the bank account of the owner's active details.
 * Every create carries an idempotency key, so a payout sent again (after a crash, with the same payout id) moves
 * nothing twice; Fairlead's rows are written after Stripe answers and only spare the next payout the calls.
 */
export function createStripePayouts(stripe: Stripe, db: Database, clock: Clock): PaymentProvider['payout'] {
  async function connectedAccountOf(owner: PayoutInput['owner'], country: string): Promise<string> {
    const known = () => db.select().from(stripeConnectedAccounts).where(eq(stripeConnectedAccounts.ownerId, owner.id));
    const [row] = await known();
    if (row) return row.accountId;
    const account = await stripe.accounts.create(
      {
        type: 'custom',
        country,
        email: owner.email,
        business_type: 'company',
        company: { name: owner.company },
        capabilities: { transfers: { requested: true } },
        settings: { payouts: { schedule: { interval: 'manual' } } },
        metadata: { ownerId: owner.id },
      },
      { idempotencyKey: `account_${owner.id}` },
    );
    // Two payouts for one owner at once get the same account from Stripe (same key); the first row written stands.
    await db.insert(stripeConnectedAccounts).values({ ownerId: owner.id, accountId: account.id, createdAt: clock.now() }).onConflictDoNothing();
    return (await known())[0].accountId;
  }

  /** The external account of this version of the bank details: a new version (new id) is attached anew. */
  async function externalAccountOf(accountId: string, details: PayoutInput['account'], country: string, currency: string): Promise<string> {
    const known = () => db.select().from(stripeExternalAccounts).where(eq(stripeExternalAccounts.payoutAccountId, details.id));
    const [row] = await known();
    if (row) return row.externalAccountId;
    const bank = await stripe.accounts.createExternalAccount(
      accountId,
      {
        external_account: {
          object: 'bank_account',
          country,
          currency,
          account_holder_name: details.holderName,
          account_holder_type: 'company',
          account_number: details.iban,
        },
        default_for_currency: true,
      },
      { idempotencyKey: `bank_${details.id}` },
    );
    await db
      .insert(stripeExternalAccounts)
      .values({ payoutAccountId: details.id, externalAccountId: bank.id, createdAt: clock.now() })
      .onConflictDoNothing();
    return (await known())[0].externalAccountId;
  }

  return async (input) => {
    // Stored IBANs are in electronic form: the first two letters are the bank's country.
    const country = input.account.iban.slice(0, 2).toUpperCase();
    const currency = input.currency.toLowerCase();
    const accountId = await connectedAccountOf(input.owner, country);
    const externalAccountId = await externalAccountOf(accountId, input.account, country, currency);
    const transfer = await stripe.transfers.create(
      { amount: input.amount, currency, destination: accountId, transfer_group: input.transferGroup, metadata: { payoutId: input.payoutId } },
      { idempotencyKey: `transfer_${input.payoutId}` },
    );
    try {
      const payout = await stripe.payouts.create(
        { amount: input.amount, currency, destination: externalAccountId, metadata: { payoutId: input.payoutId } },
        { idempotencyKey: `payout_${input.payoutId}`, stripeAccount: accountId },
      );
      return { ref: payout.id };
    } catch (err) {
      if (!refused(err)) throw err;
      // A refused payout fails Fairlead's (the money goes back to owner-payable) and the retry is a new payout with
      // a new transfer: the first transfer's money must come back, or the owner's Stripe balance keeps it twice.
      try {
        await stripe.transfers.createReversal(
          transfer.id,
          { metadata: { payoutId: input.payoutId } },
          { idempotencyKey: `reversal_${input.payoutId}` },
        );
      } catch (reversal) {
        const why = reversal instanceof Error ? reversal.message : String(reversal);
        throw new AppError(
          'conflict',
          `Stripe refused the payout (${(err as Error).message}); the transfer ${transfer.id} to ${accountId} could not be reversed (${why}) and needs reversing by hand`,
        );
      }
      throw err;
    }
  };
}
