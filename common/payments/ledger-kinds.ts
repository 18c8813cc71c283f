/** The ledger's account kinds and transfer statuses, shared by the schema and the ledger. */
/** `paid_out`: money that left Fairlead for the owner's bank account (payouts). */
export const ledgerAccountKinds = ['charterer', 'escrow', 'owner_payable', 'paid_out', 'refunds', 'provider_fees', 'operating'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const transferStatuses = ['pending', 'posted', 'voided'] as const;
export type TransferStatus = (typeof transferStatuses)[number];
