import { z } from 'zod';

/**
 * How a charterer funds an instalment into escrow (#25). Charter sums are paid by bank transfer: the provider issues
 * the escrow account's details and a reference unique to the instalment, and matches what arrives by that reference.
 * Card stays available where the provider takes the amount by card (Stripe caps a card charge at 999,999.99).
 */
export const fundingMethods = ['card', 'bank_transfer'] as const;
export type FundingMethod = (typeof fundingMethods)[number];

/** Where to send the money, as the provider issued it: IBAN and BIC, or an account and routing number (US). */
export const bankTransferInstructionsSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  /** Quoted on the transfer: how the escrow bank matches the money to this instalment. */
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

/** What has arrived against an instalment's transfer: partial and over-payments are shown, never guessed. */
export type FundingProgress = {
  /** Counted towards the instalment (never more than it). */
  applied: number;
  /** Still to send with the same reference. */
  remaining: number;
  /** Received beyond the instalment: not held in escrow; returned to the account it came from. */
  excess: number;
};

/** Matches transfers received, in the order they arrived, against the amount due. */
export function fundingProgress(amountDue: number, received: readonly number[]): FundingProgress {
  const total = received.reduce((s, r) => s + r, 0);
  const applied = Math.min(total, amountDue);
  return { applied, remaining: amountDue - applied, excess: total - applied };
}

/** Reference letters: Crockford's base 32 (no I, L, O or U), read aloud over a bank's phone line without mistakes. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** FL-XXXX-XXXX-C: eight random characters and a check character, so a mistyped reference is caught at the bank. */
export function transferReference(random: Uint8Array): string {
  if (random.length < 8) throw new Error('A transfer reference needs 8 random bytes');
  const body = Array.from(random.slice(0, 8), (b) => alphabet[b % 32]).join('');
  return `FL-${body.slice(0, 4)}-${body.slice(4)}-${checkCharacter(body)}`;
}

/** Weighted sum of the characters' values modulo 32: catches any single wrong character and most swaps of two. */
function checkCharacter(body: string): string {
  const sum = [...body].reduce((s, ch, i) => s + alphabet.indexOf(ch) * (i + 1), 0);
  return alphabet[sum % 31];
}

/** Whether a reference as typed (any case, spaces or dashes) is well formed and its check character agrees. */
export function normaliseReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const m = /^FL([0-9A-HJKMNP-TV-Z]{8})([0-9A-HJKMNP-TV-Z])$/.exec(compact);
  if (!m || checkCharacter(m[1]) !== m[2]) return null;
  return `FL-${m[1].slice(0, 4)}-${m[1].slice(4)}-${m[2]}`;
}

export const fundingMessages = {
  unknownReference: 'No transfer awaits this reference: check it against the instructions',
  badReference: 'Enter the reference as issued, e.g. FL-7K3Q-9XW2-M',
  otherCurrency: (currency: string) => `This reference expects ${currency}`,
  cardOverLimit: (limit: string) => `A card payment is at most ${limit}: pay this instalment by bank transfer`,
} as const;

/** Stripe's most for one card charge, in minor units (USD 999,999.99): above it, bank transfer only. */
export const STRIPE_CARD_LIMIT = 99_999_999;

export const transferReceiptSchema = z.object({
  amount: z.number().int(),
  applied: z.number().int(),
  excess: z.number().int(),
  receivedAt: z.string(),
});

/** An instalment's bank transfer as its parties see it: where to send the money and what has arrived. */
export const bankTransferViewSchema = z.object({
  instructions: bankTransferInstructionsSchema,
  /** awaiting: not all of it is in yet; complete: the instalment is funded; ended: it was paid another way. */
  state: z.enum(['awaiting', 'complete', 'ended']),
  applied: z.number().int(),
  remaining: z.number().int(),
  excess: z.number().int(),
  receipts: z.array(transferReceiptSchema),
});
export type BankTransferView = z.infer<typeof bankTransferViewSchema>;

/** A line of the simulated escrow bank's statement, recorded by an admin (test mode only). */
export const bankReceiptInputSchema = z.object({
  reference: z.string({ error: fundingMessages.badReference }).trim().min(1, fundingMessages.badReference).max(40, fundingMessages.badReference),
  amount: z
    .number({ error: 'Enter the amount received' })
    .int('The amount is a whole number of minor units')
    .min(1, 'Enter the amount received')
    .max(1e14, 'Enter the amount received'),
  currency: z.string({ error: 'Enter the currency' }).regex(/^[A-Za-z]{3}$/, 'Enter the currency as three letters, e.g. USD'),
});
export const bankReceiptSchema = z.object({
  reference: z.string(),
  received: z.number().int(),
  excess: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
});
