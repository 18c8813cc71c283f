import type Stripe from 'stripe';
import type { BankTransferInstructions } from '../../../../common/payments/funding';
import { AppError } from '../../../lib/errors';
import type { StartCharge } from '../../../lib/payment-provider';

type BankTransferType = Stripe.PaymentIntentCreateParams.PaymentMethodOptions.CustomerBalance.BankTransfer.Type;
type Instructions = Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions;
type FinancialAddress = Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions.FinancialAddress;
type AddressKind = 'iban' | 'aba' | 'sort_code' | 'swift' | 'spei' | 'zengin';

/**
 * Stripe's bank transfers, by currency (#25): each currency is received in its own country's banking network. Euros go
 * to a Dutch IBAN (Stripe offers DE, FR, IE or NL; one fixed country keeps every charterer's instructions alike).
 */
const transferTypes: Record<string, { type: BankTransferType; country?: string }> = {
  USD: { type: 'us_bank_transfer' },
  EUR: { type: 'eu_bank_transfer', country: 'NL' },
  GBP: { type: 'gb_bank_transfer' },
  JPY: { type: 'jp_bank_transfer' },
  MXN: { type: 'mx_bank_transfer' },
};

export const stripeBankTransferMessages = {
  otherCurrency: (currency: string) => `Stripe takes bank transfers in USD, EUR, GBP, JPY and MXN, not ${currency}`,
  noAccount: 'Stripe issued no bank account for this transfer',
} as const;

/** The account the charterer sends to, in Fairlead's words; the address whose kind fits the transfer's network first. */
function instructionsOf(shown: Instructions | undefined, input: StartCharge): BankTransferInstructions {
  const addresses = shown?.financial_addresses ?? [];
  const pick = <K extends AddressKind>(kind: K) => addresses.find((a) => a[kind])?.[kind] as NonNullable<FinancialAddress[K]> | undefined;
  const base = {
    reference: shown?.reference ?? '',
    amount: input.amount,
    currency: input.currency,
    iban: null,
    bic: null,
    accountNumber: null,
    routingNumber: null,
  };
  const iban = pick('iban');
  // An IBAN names no bank: its address stands in for the name (the BIC identifies it to the charterer's bank).
  if (iban) return { ...base, accountHolder: iban.account_holder_name, bankName: placeOf(iban.bank_address), iban: iban.iban, bic: iban.bic };
  const aba = pick('aba');
  if (aba)
    return {
      ...base,
      accountHolder: aba.account_holder_name,
      bankName: aba.bank_name,
      accountNumber: aba.account_number,
      routingNumber: aba.routing_number,
    };
  const sortCode = pick('sort_code');
  // A sort code is the UK's routing number: it goes where a US routing number would.
  if (sortCode)
    return {
      ...base,
      accountHolder: sortCode.account_holder_name,
      bankName: placeOf(sortCode.bank_address),
      accountNumber: sortCode.account_number,
      routingNumber: sortCode.sort_code,
    };
  const swift = pick('swift');
  if (swift)
    return {
      ...base,
      accountHolder: swift.account_holder_name,
      bankName: swift.bank_name,
      accountNumber: swift.account_number,
      bic: swift.swift_code,
    };
  const spei = pick('spei');
  if (spei)
    return { ...base, accountHolder: spei.account_holder_name, bankName: spei.bank_name, accountNumber: spei.clabe, routingNumber: spei.bank_code };
  const zengin = pick('zengin');
  if (zengin) {
    return {
      ...base,
      accountHolder: zengin.account_holder_name ?? '',
      bankName: [zengin.bank_name, zengin.branch_name].filter(Boolean).join(', '),
      accountNumber: zengin.account_number,
      routingNumber: zengin.bank_code && zengin.branch_code ? `${zengin.bank_code}-${zengin.branch_code}` : null,
    };
  }
  throw new AppError('conflict', stripeBankTransferMessages.noAccount);
}

const placeOf = (a: Stripe.Address | null | undefined) => [a?.line1, a?.city, a?.country].filter(Boolean).join(', ');

/**
 * Opens a bank transfer on Stripe: a Customer of its own for the charge (Stripe gives each customer a virtual bank
 * account, so money sent to it can only be this charge's) and a PaymentIntent funded from that customer's cash
 * balance by bank transfer. Confirmed at once, it waits in requires_action with the account and a reference; Stripe
 * applies what arrives to it (payment_intent.partially_funded, then payment_intent.succeeded) and keeps anything
 * beyond it in the customer's cash balance. Both calls carry keys derived from the charge's: asking again opens nothing.
 */
export async function startStripeBankTransfer(
  stripe: Stripe,
  input: StartCharge,
): Promise<{ ref: string; instructions: BankTransferInstructions; payerAccount: string }> {
  const currency = input.currency.toUpperCase();
  const transfer = transferTypes[currency];
  if (!transfer) throw new AppError('conflict', stripeBankTransferMessages.otherCurrency(currency));
  const customer = await stripe.customers.create(
    { description: input.description, metadata: { chargeId: input.chargeId, transferGroup: input.transferGroup } },
    { idempotencyKey: `${input.idempotencyKey}_customer` },
  );
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amount,
      currency: currency.toLowerCase(),
      customer: customer.id,
      // The SDK's API version names the list allowed_payment_method_types (it was payment_method_types before).
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: transfer.type, ...(transfer.country ? { eu_bank_transfer: { country: transfer.country } } : {}) },
        },
      },
      confirm: true,
      transfer_group: input.transferGroup,
      description: input.description,
      metadata: { chargeId: input.chargeId },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return { ref: intent.id, instructions: instructionsOf(intent.next_action?.display_bank_transfer_instructions, input), payerAccount: customer.id };
}

/** Whether a PaymentIntent is a bank transfer into a customer balance (its events mean other things than a card's). */
export const isBankTransfer = (intent: Stripe.PaymentIntent) =>
  [...(intent.payment_method_types ?? []), ...(intent.allowed_payment_method_types ?? [])].includes('customer_balance');

/** What Stripe has applied to a bank transfer's intent so far: all of it once succeeded, else its amount less what remains. */
export function receivedOf(intent: Stripe.PaymentIntent): number {
  if (intent.status === 'succeeded') return intent.amount;
  const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
  return remaining == null ? 0 : intent.amount - remaining;
}
