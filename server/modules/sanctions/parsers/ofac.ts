import { parse } from 'csv-parse/sync';
import { imoIn } from '../../../../common/sanctions/similarity';
import { addAlias, type ParsedEntry, type ParsedList } from './types';

// OFAC writes "-0-" (with trailing spaces) for an empty field.
const value = (field: string | undefined): string => {
  const v = (field ?? '').trim();
  return v === '-0-' ? '' : v;
};

function rows(text: string): string[][] {
  // The files end with a Ctrl-Z (0x1A) line on some downloads; it is not a record.
  return (
    parse(text.replaceAll(String.fromCharCode(0x1a), ''), { relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][]
  ).filter((r) => r.length > 1);
}

const kindOf = (sdnType: string): ParsedEntry['kind'] =>
  sdnType === 'individual' ? 'person' : sdnType === 'vessel' ? 'vessel' : sdnType === '' ? 'entity' : 'other';

/**
 * The OFAC SDN list in its CSV files: sdn.csv (no header: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign,
 * Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks) and alt.csv (ent_num, alt_num, alt_type, alt_name,
 * alt_remarks) for the aliases. An entity has no SDN_Type; a ship's IMO number is in its remarks ("IMO 9123456;").
 * The CSV files state no date: the version is what the loader is told (the file's date).
 */
export function parseOfac(sdnText: string, altText: string | null, version: string | null): ParsedList {
  const byRef = new Map<string, ParsedEntry>();
  for (const r of rows(sdnText)) {
    const ref = value(r[0]);
    const name = value(r[1]);
    if (!ref || !name) continue;
    byRef.set(ref, {
      ref,
      kind: kindOf(value(r[2]).toLowerCase()),
      name,
      aliases: [],
      imo: imoIn(value(r[11])),
      programme:
        value(r[3])
          .replace(/\]\s*\[/g, '; ')
          .replace(/[[\]]/g, '') || null,
    });
  }
  for (const r of altText ? rows(altText) : []) {
    const entry = byRef.get(value(r[0]));
    if (entry) addAlias(entry, value(r[3]));
  }
  return { listId: 'ofac-sdn', version, entries: [...byRef.values()] };
}
