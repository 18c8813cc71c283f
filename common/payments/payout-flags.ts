import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { reasonSchema } from '../admin/lists';

/**
 * Signs of payout fraud an admin looks at before any money goes to the account: the same IBAN registered by another
 * company (one of the two is not who it says), and a change of the payee's name or of the account's country against
 * the details the owner was paid to until now ("our bank has changed"). Payouts to a flagged account wait.
 */
export const payoutFlagKinds = ['shared_iban', 'payee_changed', 'country_changed'] as const;
export type PayoutFlagKind = (typeof payoutFlagKinds)[number];

export const payoutFlagLabels: Record<PayoutFlagKind, string> = {
  shared_iban: 'IBAN registered by another company',
  payee_changed: 'Payee name changed',
  country_changed: 'Bank country changed',
};

/** The account's country: an IBAN in electronic form starts with it. */
export const ibanCountry = (iban: string) => iban.slice(0, 2).toUpperCase();

/** Payee names compared as a person reads them: case, spacing and punctuation aside. */
export const samePayee = (a: string, b: string) => {
  const plain = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return plain(a) === plain(b);
};

/**
 * What the owner reads on a deal's payments page while a flag holds their payouts (#25): that the money waits for a
 * review, never the flag's own reason (which company shares the IBAN, what changed): that would tell an impostor
 * what to adjust. A change the owner made is named as one; a first account is "your bank details".
 */
export const payoutHeldReasons = {
  change: 'Fairlead is checking a change to your bank details before paying out. Nothing is needed from you unless we contact you.',
  details: 'Fairlead is checking your bank details before paying out. Nothing is needed from you unless we contact you.',
} as const;
export const payoutHeldReason = (kinds: readonly PayoutFlagKind[]) =>
  kinds.some((k) => k !== 'shared_iban') ? payoutHeldReasons.change : payoutHeldReasons.details;

/** Null when nothing holds the owner's payouts; for the charterer always null (the owner's bank is not their business). */
export const payoutHeldSchema = z.object({ reason: z.string() }).nullable();

export const payoutFlagSchema = z.object({
  id: z.uuid(),
  kind: z.enum(payoutFlagKinds),
  ownerCompany: z.string(),
  holderName: z.string(),
  /** Masked: the admin compares the last four characters and the country, not the whole number. */
  iban: z.string(),
  accountStatus: z.string(),
  /** What raised it, in a sentence (the other company, the previous payee or country). */
  detail: z.string(),
  createdAt: z.string(),
});
export type PayoutFlag = z.infer<typeof payoutFlagSchema>;

const admin = ['admin'] as const;

export const payoutFlagsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/admin/payout-flags',
    operationId: 'adminPayoutFlags',
    tag: 'Admin',
    access: admin,
    summary: 'Open flags on owners’ payout accounts (a shared IBAN, a changed payee name or country): payouts to those accounts wait',
    ok: { status: 200, schema: z.object({ items: z.array(payoutFlagSchema) }) },
  }),
  clear: endpoint({
    method: 'post',
    path: '/api/admin/payout-flags/{id}/clear',
    operationId: 'adminClearPayoutFlag',
    tag: 'Admin',
    access: admin,
    summary: 'Clear a flag after checking the account with the owner, with a written reason: held payouts to the account then go out',
    description: 'Refused (409) when the flag is already cleared.',
    params: z.object({ id: z.uuid({ error: 'Flag not found' }) }),
    body: reasonSchema,
    ok: { status: 204 },
    errors: [409],
  }),
};
