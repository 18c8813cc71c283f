/**
 * Where each field of each item was read in the e-mail's text, and which fields are uncertain: the parser's
 * side of the review page ("the e-mail beside the drafts, each field highlighted where it came from").
 *
 * Located after the reading, not during it: each value is looked for in the lines of the block it was read
 * from (a table row's own cell first) by the same readers that produced it (readPlace, readFlag, findDates,
 * ...), so the highlight is what the parser understood. A list-wide value points at the list-wide statement.
 * parseCircular pays nothing for this; readCircular pays a few lookups per field.
 *
 * A field is uncertain (reason in plain words) when the parser had to decide something the e-mail does not
 * say outright:
 * - dates counted from the e-mail's date, parts of months, digits-only day/month, approximate dates, a year
 *   not written and not the e-mail's year (dateDoubt in sources-find.ts);
 * - the size class when not stated for the ship (from the list's heading or the deadweight);
 * - a value read from a list-wide note rather than the ship's own line;
 * - a value read from a misspelling the vocabulary accepts (`panma`, `supramx`, `opne`, `laycna`): in the
 *   words read or the label just before them;
 * - in a table, a value found in a column the header did not name;
 * - a port whose code is not in Fairlead's ports list; a commodity not in the vocabulary (`other`);
 * - a charterer taken from the name leading a one-line order, without an `Acct` label;
 * - the larger figure of a quantity range (`30/33,000`).
 * A ship's name without an IMO number is not a doubt about what the e-mail says: most circulars give none. Publishing
 * matches such a ship by name and particulars, and says which ship it matched (imports/publish).
 */
import type { CargoSources, CircularSources, PositionSources } from '../../../../common/imports/reading';
import { shippedPorts } from '../../../db/reference-data';
import { FLAG_STATEMENT, GEAR_DESCRIPTION, GEAR_STATEMENT, OPERATED_BY } from './list-wide';
import { dateDoubt, findDate, findRe, findRead, findTonnage, findWritten, type Span, type Window } from './sources-find';
import type { Block, CargoReading, CircularReading, Column, ListWide, PositionReading } from './types';
import { readCommission } from './vocabulary/commission';
import type { CommodityCode } from '../../../../common/cargoes/commodities';
import { findCommodityTerm } from './vocabulary/commodities';
import { readFlag, readFlagStrict } from './vocabulary/flags';
import { readPlace } from './vocabulary/places';
import { readVesselClass } from './vocabulary/vessel-types';

/** What one pass over an e-mail found: the reading, and what is needed to point at where each value was. */
export interface ReadPass {
  reading: CircularReading;
  text: string;
  ref: string | null;
  /** Whether `ref` is the e-mail's own date (else the day it was received). */
  refFromHeader: boolean;
  wide: ListWide;
  /** The block each item was read from, parallel to reading.positions / reading.cargoes. */
  positionBlocks: Block[];
  cargoBlocks: Block[];
  /** For each block, the indices of the lines of `text` (split at newlines) it was made from. */
  rows: Map<Block, number[]>;
}

/** The lines of `text` each block was made from: blocks come in text order, so one cursor walks the cleaned lines. */
export function blockRows(blocks: Block[], lines: string[], origin: number[]): Map<Block, number[]> {
  const rows = new Map<Block, number[]>();
  let cursor = 0;
  for (const block of blocks) {
    const found: number[] = [];
    for (const line of block.lines) {
      const want = line.trim();
      let j = cursor;
      while (j < lines.length && lines[j].trim() !== want) j++;
      if (j < lines.length) {
        found.push(origin[j]);
        cursor = j + 1;
      }
    }
    rows.set(block, found);
  }
  return rows;
}

// Spellings the vocabulary accepts that are typos of trade words: a value read from one is worth a second look.
// Value words count in the words read; label words (`opne vizag`, `laycna 8-15 dec`) in the label just before them.
const MISSPELT_VALUE = /(?<![\p{L}\p{N}])(?:panma|pnama|panam|supramx|gearles)(?![\p{L}\p{N}])/iu;
const MISSPELT_LABEL = /(?<![\p{L}\p{N}])(?:opne|laycna|carg0|dischrge|lodport)(?![\p{L}\p{N}])/iu;

let portCodes: Set<string> | null = null;
const knownPort = (code: string) => (portCodes ??= new Set(shippedPorts().map((p) => p.locode))).has(code);

interface Item {
  text: string;
  lines: Window[];
  region: Window;
  block: Block;
}

type Spans<K extends string> = Partial<Record<K, Span | null>>;
type Doubts<K extends string> = Partial<Record<K, string>>;

/** The e-mail's lines as windows, and an item's region: its first line's start to its last line's end. */
function itemOf(text: string, starts: number[], block: Block, rows: number[]): Item {
  const lines = rows.map((r) => ({ start: starts[r], end: (starts[r + 1] ?? text.length + 1) - 1 }));
  const region = lines.length ? { start: lines[0].start, end: lines.at(-1)!.end } : { start: 0, end: 0 };
  return { text, lines, region, block };
}

/** A table cell's stretch of its row, for columns read from a named column. */
function cellWin(item: Item, col: Column): Window | null {
  const cell = item.block.cells?.[col]?.trim();
  if (!cell) return null;
  const at = item.text.slice(item.region.start, item.region.end).indexOf(cell);
  return at < 0 ? null : { start: item.region.start + at, end: item.region.start + at + cell.length };
}

const lineOf = (item: Item, span: Span) => item.lines.find((l) => span.start >= l.start && span.start <= l.end) ?? item.region;

/** Notes a misspelling in the words read or in the label right before them, on the same line. */
function misspelt(item: Item, span: Span): string | null {
  const line = lineOf(item, span);
  const before = item.text.slice(Math.max(line.start, span.start - 16), span.start);
  const m = MISSPELT_VALUE.exec(item.text.slice(span.start, span.end)) ?? MISSPELT_LABEL.exec(before);
  return m ? `read from the misspelling '${m[0]}'` : null;
}

function addDoubt<K extends string>(doubts: Doubts<K>, field: K, reason: string | null) {
  if (reason) doubts[field] = doubts[field] ? `${doubts[field]}; ${reason}` : reason;
}

/** The open date or laycan: both ends point at the same words. */
function dates<K extends string>(
  pass: ReadPass,
  item: Item,
  spans: Spans<K>,
  doubts: Doubts<K>,
  fields: [K, K],
  from: string | null,
  to: string | null,
) {
  if (!pass.ref || from === null) return;
  const found = findDate(item.text, item.lines, pass.ref, from, to);
  if (!found) return;
  const written = item.text.slice(found.span.start, found.span.end);
  const before = item.text.slice(lineOf(item, found.span).start, found.span.start);
  const doubt = dateDoubt(written, before, from, to, found.relative, pass.ref, pass.refFromHeader);
  for (const f of fields) {
    spans[f] = found.span;
    addDoubt(doubts, f, doubt);
  }
}

/** A port or area: the words readPlace reads as that code. */
function place(item: Item, win: Window, value: string, kind: 'port' | 'area', skip: Span | null = null): Span | null {
  return findRead(item.text, win, 5, (w) => readPlace(w)?.[kind] === value, skip);
}

/** A list-wide statement in the whole text: `All vsls gearless`, `all Panama flag`, `operated by X`. */
function wideSpan(text: string, re: RegExp): Span | null {
  return findRe(text, { start: 0, end: text.length }, re);
}

const OPEN_LABEL = /\b(?:open(?:ing|s)?|opne|dely|delivery|dop|eta|spot|position)\b/i;
const FROM_LIST = 'read from a list-wide note';
const UNNAMED_COLUMN = 'read from a column the table does not head';

function positionSources(pass: ReadPass, item: Item, p: PositionReading): PositionSources {
  const { text, region, block } = item;
  const spans: Spans<keyof PositionReading> = {};
  const doubts: Doubts<keyof PositionReading> = {};
  const cells = block.cells;
  const inCell = (col: Column) => cellWin(item, col) ?? region;
  const guessedColumn = (col: Column) => (cells && cells[col] === undefined ? UNNAMED_COLUMN : null);

  if (p.vessel_name) {
    spans.vessel_name = findWritten(text, inCell('vessel'), p.vessel_name);
  }
  const name = spans.vessel_name ?? null;
  if (p.imo) spans.imo = findRe(text, region, new RegExp(`\\b${p.imo}\\b`));
  if (p.dwt !== null) spans.dwt = findTonnage(text, inCell('dwt'), p.dwt);
  if (p.built !== null) {
    spans.built = findRe(text, inCell('built'), new RegExp(`(?<!\\d)${p.built}(?!\\d)`));
    addDoubt(doubts, 'built', guessedColumn('built'));
  }
  if (p.flag) {
    const flag = p.flag;
    const win = inCell('flag');
    spans.flag = findRead(text, win, 3, (w) => readFlagStrict(w) === flag, name) ?? findRead(text, win, 3, (w) => readFlag(w) === flag, name);
    if (!spans.flag && pass.wide.flag === flag) {
      spans.flag = wideSpan(text, FLAG_STATEMENT);
      addDoubt(doubts, 'flag', FROM_LIST);
    } else addDoubt(doubts, 'flag', guessedColumn('flag'));
  }
  if (p.gear) {
    const win = inCell('gear');
    spans.gear =
      p.gear === 'gearless'
        ? findRe(text, win, /\b(?:gearless|gls|g\/less|gearles|no gear|gear\s*:\s*(?:nil|none))\b/i)
        : (findWritten(text, win, p.gear) ?? (p.gear === 'geared' ? findRe(text, win, /\b(?:geared|gearred)\b/i) : null));
    if (!spans.gear && pass.wide.gear === p.gear) {
      spans.gear = wideSpan(text, GEAR_STATEMENT) ?? wideSpan(text, GEAR_DESCRIPTION);
      addDoubt(doubts, 'gear', FROM_LIST);
    } else addDoubt(doubts, 'gear', guessedColumn('gear'));
  }
  if (p.vessel_type) vesselType(pass, item, p, spans, doubts, name);
  // Where she opens is written after the open label (`BLT 2019 JAPAN ... OPEN CJK`: Japan is her build country).
  const label = cells ? null : findRe(text, region, OPEN_LABEL);
  const openWin = cellWin(item, 'open') ?? (label ? { start: label.start, end: region.end } : region);
  if (p.open_port) spans.open_port = place(item, openWin, p.open_port, 'port', name) ?? place(item, region, p.open_port, 'port', name);
  if (p.open_area) spans.open_area = place(item, openWin, p.open_area, 'area', name) ?? place(item, region, p.open_area, 'area', name);
  if (p.open_port && !knownPort(p.open_port)) addDoubt(doubts, 'open_port', "port not in Fairlead's ports list");
  dates(pass, item, spans, doubts, ['open_from', 'open_to'], p.open_from, p.open_to);
  if (p.operator) {
    spans.operator = findWritten(text, inCell('operator'), p.operator);
    if (!spans.operator && pass.wide.operator === p.operator) {
      spans.operator = findWritten(text, { start: 0, end: text.length }, p.operator) ?? wideSpan(text, OPERATED_BY);
      addDoubt(doubts, 'operator', FROM_LIST);
    }
  }
  return finish(item, p, spans, doubts);
}

/** The class stated for the ship, else her section's heading, else her deadweight (README 3.2). */
function vesselType(
  pass: ReadPass,
  item: Item,
  p: PositionReading,
  spans: Spans<keyof PositionReading>,
  doubts: Doubts<keyof PositionReading>,
  name: Span | null,
) {
  const { text, block } = item;
  const cls = p.vessel_type!;
  const c = block.cells;
  const stated = c
    ? readVesselClass(`${c.type ?? ''} ${c.dwt ?? ''}`)
    : readVesselClass(
        text
          .slice(item.region.start, item.region.end)
          .replace(text.slice(name?.start ?? 0, name?.end ?? 0), ' ')
          .replace(/\bopen\b.*$/gim, ''),
      );
  if (stated === cls) {
    spans.vessel_type = findRead(
      text,
      c ? (cellWin(item, 'type') ?? cellWin(item, 'dwt') ?? item.region) : item.region,
      2,
      (w) => readVesselClass(w) === cls,
      name,
    );
    return;
  }
  if (block.sectionClass === cls) {
    // The nearest line above the item that heads a section of this class.
    let end = item.region.start - 1;
    while (end > 0) {
      const start = text.lastIndexOf('\n', end - 1) + 1;
      const line = { start, end };
      if (end - start <= 60 && readVesselClass(text.slice(start, end)) === cls) {
        spans.vessel_type = findRead(text, line, 3, (w) => readVesselClass(w) === cls);
        break;
      }
      end = start - 1;
    }
    addDoubt(doubts, 'vessel_type', "size class taken from the list's section heading");
    return;
  }
  spans.vessel_type = spans.dwt ?? null;
  addDoubt(
    doubts,
    'vessel_type',
    pass.wide.tanker ? 'size class inferred from the deadweight (tanker list)' : 'size class inferred from the deadweight',
  );
}

const TOLERANCE =
  /(?:\+\/-\s*)?(\d{1,2}(?:\.\d+)?)\s*(?:%|pct\b)(?:\s*(?:moloo|molchopt|chopt|molco|more or less[^,;\n]*option))?|\bmin\s*\/\s*max\b/gi;
const OPTION = /\b(?:moloo|molchopt|chopt|molco|more or less in (?:owners|charterers)['’]?\s*option)\b/gi;
const COMMISSION =
  /\d{1,2}(?:\.\d{1,2})?\s*(?:%|pct\b)(?!\s*(?:mol|chopt|more))(?:\s*(?:ttl|total|add(?:ress)?|brok\w*|comm\w*))*(?:\s*\+\s*\d{1,2}(?:\.\d{1,2})?\s*(?:%|pct\b)(?:\s*(?:ttl|total|add(?:ress)?|brok\w*|comm\w*))*)*/gi;
const ACCOUNT_LABEL = /\b(?:acct|account|charterers?|chrtrs?|chtrs?|chrts)\b\s*[:.-]?\s*$/i;
// After the quantity: the words describing an `other` cargo (`30,000 mt sulphur in bulk`).
const AFTER_QTY =
  /\d[\d,.]*\s*(?:k|kt|mt|mts|tons?|tonnes)\b\s*(?:min\s*\/\s*max\s*)?(?:(?:\+\/-\s*)?\d+(?:\.\d+)?\s*(?:%|pct)\s*(?:moloo|molchopt|chopt)?\s*)?(\p{L}[^,;\n/]*?)(?=\s+[-–]\s|\s*[,;\n/(]|\s*$)/iu;

/** The commodity's term as the vocabulary finds it (`IRON ORE FINES`, `STEEL COILS`), when it names that commodity. */
function commodityTerm(text: string, win: Window, code: CommodityCode): Span | null {
  const found = findCommodityTerm(text.slice(win.start, win.end), code);
  return found ? { start: win.start + found.index, end: win.start + found.index + found.length } : null;
}

function cargoSources(pass: ReadPass, item: Item, c: CargoReading): CargoSources {
  const { text, region, block } = item;
  const spans: Spans<keyof CargoReading> = {};
  const doubts: Doubts<keyof CargoReading> = {};
  const inCell = (col: Column) => cellWin(item, col) ?? region;
  if (c.account) {
    spans.account = findWritten(text, inCell('account'), c.account);
    const s = spans.account;
    if (s && !block.cells && !ACCOUNT_LABEL.test(text.slice(lineOf(item, s).start, s.start))) {
      addDoubt(doubts, 'account', 'charterer taken from the name leading the order (no Acct label)');
    }
  }
  if (c.commodity) {
    const code = c.commodity;
    const cargoWin = inCell('cargo');
    if (code === 'other') {
      spans.commodity = cellWin(item, 'cargo') ?? findRe(text, region, AFTER_QTY, () => true, 1);
      addDoubt(doubts, 'commodity', "commodity not in Fairlead's list: kept as other");
    } else spans.commodity = commodityTerm(text, cargoWin, code) ?? commodityTerm(text, region, code);
  }
  if (c.quantity_mt !== null) {
    spans.quantity_mt = findTonnage(text, cellWin(item, 'qty') ?? inCell('cargo'), c.quantity_mt);
    const s = spans.quantity_mt;
    if (s && /\d\s*\/\s*$/.test(text.slice(Math.max(0, s.start - 8), s.start))) addDoubt(doubts, 'quantity_mt', 'the larger figure of a range');
  }
  const qtyWin = cellWin(item, 'qty') ?? inCell('cargo');
  if (c.tolerance_pct !== null) {
    const pct = c.tolerance_pct;
    const accept = (m: RegExpExecArray) => (m[1] === undefined ? pct === 0 : Number(m[1]) === pct);
    spans.tolerance_pct = findRe(text, qtyWin, TOLERANCE, accept) ?? findRe(text, region, TOLERANCE, accept);
  }
  if (c.tolerance_option) {
    const option = c.tolerance_option;
    const accept = (m: RegExpExecArray) => (/^moloo|owners/i.test(m[0]) ? 'moloo' : 'molchopt') === option;
    spans.tolerance_option = findRe(text, qtyWin, OPTION, accept) ?? findRe(text, region, OPTION, accept);
  }
  const loadWin = inCell('load');
  if (c.load_port) spans.load_port = place(item, loadWin, c.load_port, 'port');
  if (c.load_area) spans.load_area = place(item, loadWin, c.load_area, 'area');
  const load = spans.load_port ?? spans.load_area ?? null;
  // Unlabelled `A / B`: the discharge place is after the load place.
  const dischWin = cellWin(item, 'discharge') ?? (load && !block.cells ? { start: load.end, end: region.end } : region);
  if (c.discharge_port) spans.discharge_port = place(item, dischWin, c.discharge_port, 'port') ?? place(item, region, c.discharge_port, 'port', load);
  if (c.discharge_area) spans.discharge_area = place(item, dischWin, c.discharge_area, 'area') ?? place(item, region, c.discharge_area, 'area', load);
  for (const f of ['load_port', 'discharge_port'] as const) {
    const code = c[f];
    if (code && !knownPort(code)) addDoubt(doubts, f, "port not in Fairlead's ports list");
  }
  dates(pass, item, spans, doubts, ['laycan_from', 'laycan_to'], c.laycan_from, c.laycan_to);
  const termsWin = inCell('terms');
  if (c.load_rate) spans.load_rate = findWritten(text, termsWin, c.load_rate);
  if (c.discharge_rate) {
    const after = spans.load_rate ? { start: spans.load_rate.end, end: region.end } : termsWin;
    spans.discharge_rate = findWritten(text, after, c.discharge_rate) ?? findWritten(text, termsWin, c.discharge_rate);
  }
  if (c.freight_idea) spans.freight_idea = findWritten(text, inCell('freight'), c.freight_idea);
  if (c.commission_pct !== null) {
    const pct = c.commission_pct;
    spans.commission_pct = findRe(text, inCell('commission'), COMMISSION, (m) => readCommission(m[0]) === pct);
  }
  return finish(item, c, spans, doubts);
}

/** Every field given a span or null, misspellings noted, and no reason kept for a field without a value. */
function finish<R extends object>(item: Item, reading: R, spans: Spans<Extract<keyof R, string>>, doubts: Doubts<Extract<keyof R, string>>) {
  type K = Extract<keyof R, string>;
  const fields = {} as Record<K, Span | null>;
  for (const key of Object.keys(reading) as K[]) {
    const value = reading[key];
    const span = value === null ? null : (spans[key] ?? null);
    fields[key] = span;
    if (span) addDoubt(doubts, key, misspelt(item, span));
    if (value === null) delete doubts[key];
  }
  return { fields, uncertain: doubts };
}

/** Sources for every item of a pass, in reading order. */
export function locateSources(pass: ReadPass): CircularSources {
  const { text } = pass;
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const item = (block: Block) => itemOf(text, starts, block, pass.rows.get(block) ?? []);
  return {
    positions: pass.reading.positions.map((p, i) => positionSources(pass, item(pass.positionBlocks[i]), p)),
    cargoes: pass.reading.cargoes.map((c, i) => cargoSources(pass, item(pass.cargoBlocks[i]), c)),
  };
}
