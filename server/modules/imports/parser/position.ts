/**
 * A position (README 2.1) assembled from one block: a table row's cells first, then the block's
 * text read by the trade's labels (`DWT`, `BLT`, `flag`, `open`, `opr:`) through the vocabulary readers.
 */
import { findDates } from './dates';
import type { Block, ListWide, PositionReading } from './types';
import { readFlag, readFlagStrict } from './vocabulary/flags';
import { readGear } from './vocabulary/gear';
import { readPlace } from './vocabulary/places';
import { readVesselClass, typeByDeadweight, type VesselClass } from './vocabulary/vessel-types';
import { stripMarker } from './segment';

const NUMBER = String.raw`\d{1,3}(?:[,.]\d{3})+|\d{4,6}|\d{2,3}(?:\.\d{1,2})?\s*k`;
const DWT_RE = new RegExp(
  String.raw`(?:abt\.?\s*|about\s*)?(${NUMBER})\s*(?:mt\s*|mts\s*|tons?\s*)?(?:s?dwt|dwat|dwcc|mtdw|tdw)\b|\b(?:dwt|dwat|mtdw)\s*[:.]?\s*(?:abt\.?\s*)?(${NUMBER})`,
  'i',
);
const DWT_CLASS_RE = /\b(\d{2,3}(?:\.\d)?)\s*k\s+(?:supra|ultra|smx|umx|pmx|kmx|panamax|kamsarmax|cape|handy|mr|lr)/i;
const BUILT_RE =
  /\b(?:blt|built|yob|yb)\s*[:.]?\s*((?:19|20)\d{2})(\s*[-/]\s*\d{2,4})?|\b((?:19|20)\d{2})(\s*[-/]\s*\d{2,4})?\s*(?:[a-z]{2,8}\s+)?(?:blt|built)\b/i;
// A bare year right after the deadweight (`37,500 dwt  2013`, `57k 2011 PAN`) is the year built.
const YEAR_AFTER_DWT = /(?:dwt|\d\s*k|\d{2,3},\d{3})\W{1,6}((?:19|20)\d{2})\b(?!\s*[-/]\d)/i;
const IMO_RE = /\bimo\s*(?:no\.?|number|nr)?\s*[:.]?\s*(\d{7})\b/i;
const FLAG_BEFORE = /((?:[\p{L}&.()']+[ \t]+){0,3}[\p{L}&.()']+)[ \t]+flag(?:ged)?\b/iu;
const FLAG_AFTER = /\bflag\s*[:.]?\s*([\p{L}&.()' ]{2,40})/iu;
const GEARLESS = /\b(?:gearless|gls|g\/less|gearles|no gear|gear\s*:\s*(?:nil|none))\b/i;
const GEARED = /\b(?:geared|gearred|sid geared)\b/i;
const GEAR_UNIT = String.raw`\d\s*x\s*\d+(?:\.\d+)?\s*(?:t|mt|ts|cbm|m3)?\b`;
const GEAR_WORD = String.raw`cranes?|crns?|cr|derricks?|drk|grabs?|gr|swl|combinable|comb\.?|w\/|with|\+|\/|&|and|no grabs|[cg](?=\s?\d)|\d+(?:\.\d+)?\s*(?:t|mt|cbm)\b|each`;
const GEAR_RE = new RegExp(String.raw`(?:\b[cg]\s?)?${GEAR_UNIT}(?:\s*(?:${GEAR_UNIT}|${GEAR_WORD}))*`, 'i');
// Open labels, strongest first: `open` wins over a `dely` or `ETA` said of something else (`TBN (NB, dely ex yard)`).
const OPEN_LABELS = [/\b(?:open(?:ing|s)?|opne)\b\s*[:.]?\s*/i, /\b(?:dely|delivery|dop|eta|spot)\b\s*[:.]?\s*/i];
const KEY_PLACE = /^\s*(?:open\s*(?:port|area|place|position)|position|delivery(?:\s*port)?|dely)\s*[:.]\s*(.+)$/im;
const KEY_DATE = /^\s*(?:open\s*(?:dates?|on)|dates?|eta|open\s*from)\s*[:.]\s*(.+)$/im;
const OPERATOR_RE =
  /\b(?:(?:owners\/operators|owners?|ows|mgrs?|managers|disponent owners)\s*[:.]|(?:oprs?|operators?)\s*[:.]?)\s*([^()\n|;]+?)(?=\s*\)|\s+-\s|\s*$|;|\|)/im;
const OPERATED_BY = /\b(?:operated|managed|owned)\s+(?:and\s+(?:operated|managed)\s+)?by\s+([^,.;\n()]+)/i;
const PLACEHOLDER_OPERATOR = /^(?:relet\b|-+$|tbn$|tba$|tbc$|n\/a$|\(relet)/i;
const NAME_PREFIX = /^(?:m\/?v\.?|m\.v\.|mt|m\/t)\s+/i;
const TBN = /^(?:tbn|tba|nb|newbuilding)\b/i;

const toNumber = (s: string): number => {
  const t = s.replace(/\s/g, '').toLowerCase();
  if (t.endsWith('k')) return Math.round(Number(t.slice(0, -1)) * 1000);
  return Number(t.replace(/[,.]/g, ''));
};

// `57k` with no unit: a ship's deadweight only where the block is already a ship's (never a cargo's `55K`).
const LOOSE_K = /\b(\d{2,3}(?:\.\d{1,2})?)\s*k\b(?!\s*(?:shinc|shex|mt|tons|pmt|lumpsum|ls)\b)/i;

/** `57k` read as a deadweight, for a block known to list a ship. */
export function readLooseDwt(text: string): number | null {
  const m = LOOSE_K.exec(text);
  return m ? toNumber(`${m[1]}k`) : null;
}

/** The deadweight written in the text, in tonnes. */
export function readDwt(text: string): number | null {
  const m = DWT_RE.exec(text) ?? null;
  const n = m ? toNumber(m[1] ?? m[2]) : null;
  if (n && n >= 500 && n < 500_000) return n;
  const k = DWT_CLASS_RE.exec(text);
  return k ? toNumber(`${k[1]}k`) : null;
}

function readBuilt(text: string): number | null {
  const m = BUILT_RE.exec(text);
  if (m) return m[2] || m[4] ? null : Number(m[1] ?? m[3]);
  const y = YEAR_AFTER_DWT.exec(text);
  return y ? Number(y[1]) : null;
}

function readFlagIn(text: string, explicitOnly = false): string | null {
  const before = FLAG_BEFORE.exec(text);
  if (before) {
    const words = before[1].split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      const f = readFlag(words.slice(i).join(' '));
      if (f) return f;
    }
  }
  const after = FLAG_AFTER.exec(text);
  if (after) {
    const words = after[1].trim().split(/\s+/);
    for (let n = Math.min(words.length, 4); n > 0; n--) {
      const f = readFlag(words.slice(0, n).join(' '));
      if (f) return f;
    }
  }
  // In a table row without a flag column, a bare country name is more likely the open port's (`SINGAPORE`).
  if (explicitOnly) return null;
  // The column after the build year in a particulars line (`56,755 DWT  BLT 2011  HK  4x30T CR`).
  const afterBuilt =
    /(?:\b(?:blt|built)\s*(?:19|20)\d{2}|\b(?:19|20)\d{2}\s*(?:blt|built))\s*(?:\s{2,}|\s[/|,-]\s|,\s*)([A-Za-z.]{2,12})(?=\s{2,}|\s[/|,-]\s|,|$)|\b(?:19|20)\d{2}(?:[ \t]+|[ \t]*[/|,][ \t]*)([A-Z]{2,3})\b(?![ \t]*(?:blt|built))/m.exec(
      text,
    );
  if (afterBuilt) {
    const f = readFlag(afterBuilt[1] ?? afterBuilt[2]);
    if (f) return f;
  }
  // A segment that is a flag outright (`/ Panama /`), not the build country after `blt`.
  for (const seg of text.split(/\s[-/|]\s|,|\n|\s{2,}/)) {
    const t = seg.trim();
    if (!t || /\b(?:blt|built|build)\b/i.test(t) || /\d/.test(t)) continue;
    const f = readFlagStrict(t);
    if (f) return f;
  }
  return null;
}

function readGearIn(text: string): string | null {
  if (GEARLESS.test(text)) return 'gearless';
  const m = GEAR_RE.exec(text);
  if (m) {
    const g = m[0].replace(/[\s/+&]*(?:w\/|with|and|\/|\+|&)?\s*$/i, '').trim();
    return readGear(g) ?? g;
  }
  return GEARED.test(text) ? 'geared' : null;
}

/** The vessel's name from the block's first line (`MV SILVER PLOVER`, `PEARL OF LANTAU 57,000 dwt`), null for TBN. */
function readName(first: string): string | null {
  let t = stripMarker(first)
    .replace(/^(?:vsl|vessel|ship)\s*[:.]\s*/i, '')
    .replace(NAME_PREFIX, '');
  t = t.split(/\s+[-–—/|]\s+|\s{2,}|,|\(|\s(?=abt\b|about\b|\d{1,3}(?:[,.]\d{3})|\d{4,}|\d+(?:\.\d)?\s*k\b|\d+\s*dwt)/i)[0];
  t = t
    .replace(/[*"'`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A label (`Acct:`, `Cargo:`) is no name: the block is not a ship's.
  if (!t || TBN.test(t) || !/\p{L}/u.test(t) || t.includes(':') || /^(?:open|dwt|built|blt)\b/i.test(t)) return null;
  return t.toUpperCase();
}

/** Open place and dates: after an `open`/`dely`/`ETA` label, or in a table's columns, or a one-line listing's tail. */
function readOpen(block: Block, text: string, ref: string | null) {
  const out = { port: null as string | null, area: null as PositionReading['open_area'], from: null as string | null, to: null as string | null };
  const c = block.cells;
  let placeText: string | null = c?.open ?? null;
  // A table's open column may hold the date too (`Spore 5/10 Dec`).
  let dateText: string | null = c?.date ?? c?.open ?? null;
  // `Open port: Abidjan` / `Open date: 12-16 December` on lines of their own.
  const keyPlace = c ? null : KEY_PLACE.exec(text);
  const keyDate = c ? null : KEY_DATE.exec(text);
  if (keyPlace) placeText = keyPlace[1];
  if (keyDate) dateText = keyDate[1];
  if (!c?.open && !keyPlace) {
    const lines = text.split('\n');
    for (const line of OPEN_LABELS.flatMap((re) => lines.map((l) => [l, re] as const))) {
      const m = line[1].exec(line[0]);
      if (!m) continue;
      const rest0 = line[0];
      let rest = rest0.slice(m.index + (m[0].toLowerCase().startsWith('spot') ? 0 : m[0].length));
      rest = rest.split(/\s+-\s+(?=opr|owners?|ows)|\s*\((?:opr|relet|owners?)|\s{3,}-?\s*opr/i)[0];
      placeText = rest;
      dateText = rest;
      break;
    }
  }
  if (placeText === null && block.cells === null) {
    // One-line listing without an open label: the place and date after the particulars.
    const line = block.lines[0];
    const dates = ref ? findDates(line, ref).filter((d) => d.kind === 'date') : [];
    if (dates.length) {
      const before = line
        .slice(0, dates[0].start)
        .split(/\s{2,}|\s[-/|]\s|,/)
        .filter((s) => s.trim());
      placeText = (before.at(-1) ?? '').replace(/^\s*\d{4}\s*/, '');
      dateText = line.slice(dates[0].start);
    }
  }
  if (dateText && ref) {
    const d = findDates(dateText, ref).find((x) => x.kind === 'date');
    if (d) {
      out.from = d.from;
      out.to = d.to;
      if (placeText === dateText) placeText = dateText.slice(0, d.start) || dateText.slice(d.end);
    }
  }
  if (placeText) {
    const cleaned = placeText
      .replace(/\b(?:abt|about|around|approx|on|from|in|at|ppt|prompt|spot|eta)\b\.?/gi, ' ')
      .replace(/[,;:]+\s*$/, '')
      .trim();
    const p = cleaned ? readPlace(cleaned) : null;
    if (p) {
      out.port = p.port;
      out.area = p.area;
    }
  }
  return out;
}

function readOperator(block: Block, text: string): string | null {
  let v: string | null = block.cells?.operator ?? null;
  if (v === null) v = OPERATOR_RE.exec(text)?.[1] ?? OPERATED_BY.exec(text)?.[1] ?? null;
  if (v === null) {
    // `TBN (Austral Handy Pool)`: the pool named for a ship to be named.
    const tbn = /^\W*(?:\d+\W+)?tbn\s*\(([^)]+)\)/i.exec(stripMarker(block.lines[0]));
    if (tbn && !/relet|nb\b|dely|yard/i.test(tbn[1])) v = tbn[1];
  }
  v = v?.trim().replace(/[.,;]+$/, '') ?? null;
  if (!v || PLACEHOLDER_OPERATOR.test(v) || /\d/.test(v)) return null;
  return v;
}

// Size classes in order of size, dry and wet: a section's class holds for a ship within one step of it.
const LADDERS: ReadonlyArray<readonly string[]> = [
  ['general-cargo', 'handysize', 'handymax', 'supramax', 'ultramax', 'panamax', 'kamsarmax', 'post-panamax', 'capesize', 'vloc'],
  ['tanker-mr', 'tanker-lr1', 'tanker-lr2', 'tanker-suezmax', 'tanker-vlcc'],
];

/**
 * The class of the list section a ship sits in (README 3.2 rule 1), unless her deadweight puts her two
 * or more classes away: a header then no longer speaks for her (a later group the sender left unheaded).
 */
function sectionClassFor(section: VesselClass | null, byDwt: VesselClass | null): VesselClass | null {
  if (!section || !byDwt) return section;
  for (const ladder of LADDERS) {
    const a = ladder.indexOf(section === 'tanker-aframax' ? 'tanker-lr2' : section);
    const b = ladder.indexOf(byDwt === 'tanker-aframax' ? 'tanker-lr2' : byDwt);
    if (a >= 0 && b >= 0) return Math.abs(a - b) >= 2 ? null : section;
  }
  return section;
}

/** Reads one block as a position; null when it carries no ship particulars. */
export function readPosition(block: Block, wide: ListWide, ref: string | null): PositionReading | null {
  // A list-wide line caught in the ship's paragraph (`All vsls gearless`) is not her own particulars.
  const text = block.lines.filter((l, i) => i === 0 || !/^\W*all\s/i.test(l)).join('\n');
  const c = block.cells;
  const name = c ? (c.vessel ? readName(c.vessel) : null) : readName(block.lines[0]);
  const dwt = c?.dwt ? (readDwt(`${c.dwt} dwt`) ?? readLooseDwt(c.dwt)) : (readDwt(text) ?? readLooseDwt(text));
  const rest = name ? text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' ') : text;
  const open = readOpen(block, text, ref);
  // A ship offered: named with her deadweight, or named or sized with where or when she opens.
  const opens = open.from !== null || open.port !== null || open.area !== null;
  if (!(name && dwt) && !((name || dwt) && opens)) return null;
  // A table's column when it has one; else the row read as text (a column the header did not name).
  const built = c?.built ? readBuilt(`blt ${c.built}`) : readBuilt(text);
  const flag = c?.flag ? readFlag(c.flag) : c?.flag === undefined ? readFlagIn(rest, c !== null) : null;
  const gear = (c?.gear ? readGear(c.gear) : c?.gear === undefined ? readGearIn(rest) : null) ?? wide.gear;
  // The class a ship's particulars state: a table's type or size column (`SMX`, `58k Supra`), else her text
  // up to where she opens (a port's name after `open` is no class: Cape Town).
  const stated = readVesselClass(c ? `${c.type ?? ''} ${c.dwt ?? ''}` : rest.replace(/\bopen\b.*$/gim, ''));
  const dirty = /\b(?:dirty|dpp|crude|fuel oil|fo)\b/i.test(text);
  const byDwt = dwt ? typeByDeadweight(dwt, wide.tanker ? (dirty && dwt >= 85000 ? 'dirty' : 'clean') : 'dry') : null;
  const vessel_type = stated ?? sectionClassFor(block.sectionClass, byDwt) ?? byDwt;
  return {
    vessel_name: name,
    imo: IMO_RE.exec(text)?.[1] ?? null,
    vessel_type,
    dwt,
    built,
    flag: flag ?? wide.flag,
    gear,
    open_port: open.port,
    open_area: open.area,
    open_from: open.from,
    open_to: open.to,
    operator: readOperator(block, text) ?? wide.operator,
  };
}
