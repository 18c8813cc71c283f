import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sanctionsEntries, sanctionsLists } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import { recordAudit, type Actor } from '../audit/service';
import { parseEu } from './parsers/eu';
import { parseOfac } from './parsers/ofac';
import type { ParsedList } from './parsers/types';
import { parseUk } from './parsers/uk';

/**
 * Reads one official list file, telling the format by its content: XML is the EU list, a CSV with a "Name 6" header
 * the UK list, a CSV without header the OFAC SDN list (sdn.csv; its aliases are read from alt.csv beside it).
 */
export async function readListFile(file: string): Promise<ParsedList> {
  const text = await readFile(file, 'utf8');
  const head = text.slice(0, 4000);
  if (/^\s*(<\?xml|<export)/.test(head)) return parseEu(text);
  if (/(^|\n)"?Name 6"?,/.test(head)) return parseUk(text);
  if (path.basename(file).toLowerCase() === 'alt.csv') throw new Error('Give sdn.csv: its aliases are read from alt.csv beside it');
  if (!/^\s*\d+,/.test(head)) throw new Error(`${path.basename(file)} is not a sanctions list this loader reads (OFAC SDN CSV, EU XML, UK CSV)`);
  const altFile = path.join(path.dirname(file), 'alt.csv');
  const alt = await readFile(altFile, 'utf8').catch(() => null);
  // The SDN CSV states no date: the file's own date stands for the version.
  const version = (await stat(file)).mtime.toISOString().slice(0, 10);
  return parseOfac(text, alt, version);
}

export type LoadResult = { listId: string; version: string | null; entryCount: number; previousCount: number | null };

/**
 * Replaces a list's entries with the parsed ones in one transaction, records the version loaded (audited), and
 * queues a re-screening of every verified company and every ship against all lists (decision 029).
 */
export async function applyList(db: Database, list: ParsedList, opts: { sourceFile: string; now: Date; actor: Actor | null }): Promise<LoadResult> {
  if (!list.entries.length) throw new Error('The file holds no entries: the list was left as it was');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sanctionsLists).where(eq(sanctionsLists.id, list.listId));
    const row = {
      version: list.version,
      sourceFile: path.basename(opts.sourceFile),
      entryCount: list.entries.length,
      loadedAt: opts.now,
      loadedBy: opts.actor?.id ?? null,
    };
    await tx
      .insert(sanctionsLists)
      .values({ id: list.listId, ...row })
      .onConflictDoUpdate({ target: sanctionsLists.id, set: row });
    await tx.delete(sanctionsEntries).where(eq(sanctionsEntries.listId, list.listId));
    for (let i = 0; i < list.entries.length; i += 1000) {
      await tx.insert(sanctionsEntries).values(list.entries.slice(i, i + 1000).map((e) => ({ ...e, listId: list.listId })));
    }
    await recordAudit(tx, {
      actor: opts.actor,
      action: 'sanctions.list_loaded',
      entity: 'sanctions_list',
      entityId: list.listId,
      before: before ? { version: before.version, entryCount: before.entryCount } : null,
      after: { version: row.version, entryCount: row.entryCount, sourceFile: row.sourceFile },
    });
    await enqueue(tx, 'sanctions.rescreen', { listId: list.listId });
    return { listId: list.listId, version: list.version, entryCount: list.entries.length, previousCount: before?.entryCount ?? null };
  });
}

/** A file as the admin supplied it: read, then applied. */
export async function loadListFile(db: Database, file: string, opts: { now: Date; actor: Actor | null }): Promise<LoadResult> {
  return applyList(db, await readListFile(file), { sourceFile: file, ...opts });
}
