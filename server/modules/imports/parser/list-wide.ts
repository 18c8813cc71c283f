/**
 * Statements made for the whole list (README 2.3): "all gearless", "All vsls Cr 4x30t / Gr 4x12cbm",
 * "all Panama flag", "operated by X", "Owners: X - all vessels below are owned and operated by us",
 * and whether the list is of tankers (CPP/DPP, clean/dirty, last cargoes), which decides how a
 * deadweight maps to a class (3.2 rule 3). Section headers (MR, LR1) are read by the segmenter.
 */
import type { ListWide } from './types';
import { readFlag } from './vocabulary/flags';

const ALL = /\ball\s+(?:vsls|vessels|ships|tonnage|units)?\b/i;
export const GEAR_STATEMENT = /\ball\s+(?:(?:vsls|vessels|ships|units)\s+)?(?:are\s+)?(gearless|gls|g\/less)\b/i;
export const GEAR_DESCRIPTION = /\ball\s+(?:vsls|vessels|ships|units)\s*[:-]?\s*((?:cr|cranes|gr|grabs)?\s*\d\s*x\s*\d[^,.;\n]*)/i;
export const FLAG_STATEMENT = /\ball\s+(?:(?:vsls|vessels|ships)\s+)?(?:are\s+)?([\p{L}.&() ]{2,30}?)\s+flag/iu;
export const OPERATED_BY = /\b(?:all\s+(?:vsls|vessels|ships)[^.\n]*?)?\b(?:operated|owned\s+and\s+operated|managed)\s+by\s+([^,.;\n()]+)/i;
const OWNERS_LABEL = /^\s*(?:owners|operators|owners\/operators)\s*[:.]\s*([^-–\n]+?)(?:\s+[-–]\s|$)/im;
const TANKER =
  /\b(?:cpp|dpp|tankers?|clean\s+products?|dirty\s+products?|l3c|last\s+3\s+cargoes|epoxy|coated|imo\s*(?:ii|2)\s*\/\s*(?:iii|3)|stainless\s+steel\s+tanks|marine\s*line)\b/i;

/** The list-wide values stated in the e-mail's subject and its lines that are no item. */
export function readListWide(subject: string, statements: string[], body = ''): ListWide {
  const text = statements.join('\n');
  // Tanker words anywhere (an item's `IMO II/III epoxy`, a `L3C` column) make the list a tanker list.
  const tanker = TANKER.test(subject) || TANKER.test(text) || TANKER.test(body);
  const wide: ListWide = { gear: null, flag: null, operator: null, tanker };
  if (GEAR_STATEMENT.test(text)) wide.gear = 'gearless';
  else {
    const g = GEAR_DESCRIPTION.exec(text);
    if (g) wide.gear = g[1].trim();
  }
  const f = FLAG_STATEMENT.exec(text);
  if (f && ALL.test(f[0])) wide.flag = readFlag(f[1].trim());
  const op = OPERATED_BY.exec(text);
  if (op) {
    const named = op[1].trim();
    // "owned and operated by us": the company the sender names, as on its `Owners:` line.
    wide.operator = /^(?:us|ourselves|the\s+undersigned)$/i.test(named) ? (OWNERS_LABEL.exec(text)?.[1].trim() ?? null) : named;
  }
  // A standalone `Owners/Operators: X` line names the operator of the ships listed.
  wide.operator ??= OWNERS_LABEL.exec(text)?.[1].trim() ?? null;
  return wide;
}
