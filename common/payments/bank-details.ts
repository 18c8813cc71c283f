import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * Owners' payout bank details. The IBAN is checked by its country's length and its mod-97 checksum and the BIC by
 * its format (ibantools); both are stored in electronic form (no spaces, upper case).
 */
/** After a fixture the owner's password is asked again before payouts go elsewhere: the form and the API say this. */
export const PASSWORD_AFTER_FIXTURE = 'Enter your password to change bank details after a fixture';

export const bankDetailsInputSchema = z.object({
  holderName: z
    .string({ error: 'Enter the account holder' })
    .trim()
    .min(2, 'Enter the account holder')
    .max(140, 'The account holder must be at most 140 characters'),
  iban: z
    .string({ error: 'Enter the IBAN' })
    .transform((s) => electronicFormatIBAN(s) ?? '')
    .refine((s) => s.length > 0, 'Enter the IBAN')
    .refine((s) => isValidIBAN(s), 'This IBAN is not valid: check the country code, the length and the check digits'),
  bic: z
    .string({ error: 'Enter the SWIFT/BIC code' })
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .refine((s) => isValidBIC(s), 'A SWIFT/BIC code is 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500'),
  /** Needed once a deal is fixed: a change then is confirmed with the password, by e-mail, and waits 48 hours. */
  password: z.string().max(200).optional(),
});
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;

/** An IBAN shown on screen and in mail: its country and check digits and its last four characters, the rest hidden. */
export const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

export const payoutStatuses = ['awaiting_confirmation', 'pending', 'active', 'superseded', 'blocked', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const bankDetailsSchema = z.object({
  id: z.uuid(),
  holderName: z.string(),
  iban: z.string(),
  bic: z.string(),
  status: z.enum(payoutStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  appliesAt: z.string().nullable(),
  blockReason: z.string().nullable(),
});
export const bankDetailsViewSchema = z.object({
  active: bankDetailsSchema.nullable(),
  /** A change waiting for its e-mail confirmation or its 48 hours. */
  change: bankDetailsSchema.nullable(),
  /** Whether a change now needs the password, the e-mail link and the 48-hour wait (the owner has a fixed deal). */
  locked: z.boolean(),
});
export type BankDetailsView = z.infer<typeof bankDetailsViewSchema>;

/** Hours a change of payout details waits after its e-mail confirmation before it applies. */
export const PAYOUT_CHANGE_HOURS = 48;
