/** The ledger's account kinds and transfer statuses, shared by the schema and the ledger. */
export const ledgerAccountKinds = ['charterer', 'escrow', 'owner_payable', 'refunds', 'provider_fees', 'operating'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const transferStatuses = ['pending', 'posted', 'voided'] as const;
export type TransferStatus = (typeof transferStatuses)[number];
