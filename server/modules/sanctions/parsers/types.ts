import type { EntryKind, SanctionsListId } from '../../../../common/sanctions/cases';

/** One designation as read from a list file, before it is stored. */
export type ParsedEntry = { ref: string; kind: EntryKind; name: string; aliases: string[]; imo: string | null; programme: string | null };

/** A whole list file: which list, the version it states (its publication date), its entries. */
export type ParsedList = { listId: SanctionsListId; version: string | null; entries: ParsedEntry[] };

/** Adds a name to an entry's aliases unless it is the name itself or already there. */
export function addAlias(entry: ParsedEntry, name: string): void {
  const n = name.trim();
  if (n && n !== entry.name && !entry.aliases.includes(n)) entry.aliases.push(n);
}
