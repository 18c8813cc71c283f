import type { EntryKind } from '../../../common/sanctions/cases';

/** The fields of a list entry the matcher and its prefilter read. */
export type ListedEntry = { listId: string; ref: string; kind: EntryKind; name: string; aliases: string[]; imo: string | null };
