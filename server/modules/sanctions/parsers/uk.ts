import { parse } from 'csv-parse/sync';
import { imoIn } from '../../../../common/sanctions/similarity';
import { addAlias, type ParsedEntry, type ParsedList } from './types';

const kinds: Record<string, ParsedEntry['kind']> = { individual: 'person', entity: 'entity', ship: 'vessel' };

/**
 * The UK consolidated list (OFSI ConList.csv): a first line "Last Updated,<dd/mm/yyyy>", then a header row (Name 6,
 * Name 1 … Name 5, Title, …, Other Information, Group Type, Alias Type, …, Regime, …, Group ID) and one row per
 * name: the rows of one Group ID are one designation, the "Primary name" row its name and the others its aliases.
 * Name 6 is the surname or the entity's whole name; the full name is Name 1 … Name 5 then Name 6. A ship's IMO
 * number is read from an IMO column when the file has one, else from Other Information.
 */
export function parseUk(text: string): ParsedList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => /(^|,)"?Name 6"?(,|$)/.test(l));
  if (headerAt < 0) throw new Error('Not the UK consolidated list: no header row with "Name 6"');
  const dated = lines
    .slice(0, headerAt)
    .join(' ')
    .match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/);
  const version = dated ? `${dated[3]}-${dated[2]!.padStart(2, '0')}-${dated[1]!.padStart(2, '0')}` : null;
  const records = parse(lines.slice(headerAt).join('\n'), {
    columns: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
  const byRef = new Map<string, ParsedEntry>();
  for (const r of records) {
    const ref = r['Group ID'];
    const name = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6']
      .map((k) => r[k] ?? '')
      .filter(Boolean)
      .join(' ');
    if (!ref || !name) continue;
    const imo =
      imoIn(
        Object.entries(r)
          .find(([k, v]) => /^imo/i.test(k) && v)?.[1]
          ?.replace(/^(\d{7})$/, 'IMO $1'),
      ) ?? imoIn(r['Other Information']);
    const primary = /^primary name$/i.test(r['Alias Type'] ?? '');
    const entry = byRef.get(ref);
    if (!entry) {
      byRef.set(ref, { ref, kind: kinds[(r['Group Type'] ?? '').toLowerCase()] ?? 'other', name, aliases: [], imo, programme: r['Regime'] || null });
      continue;
    }
    if (primary && entry.name !== name) {
      // The primary name came after an alias: it becomes the name, the earlier one an alias.
      const previous = entry.name;
      entry.name = name;
      entry.aliases = entry.aliases.filter((a) => a !== name);
      addAlias(entry, previous);
    } else addAlias(entry, name);
    entry.imo ??= imo;
  }
  // A name in another script (Cyrillic, Arabic …) is one more alias: transliterated, it may be how a member writes it.
  for (const r of records) {
    const entry = byRef.get(r['Group ID'] ?? '');
    if (entry && r['Name Non-Latin Script']) addAlias(entry, r['Name Non-Latin Script']);
  }
  return { listId: 'uk-consolidated', version, entries: [...byRef.values()] };
}
