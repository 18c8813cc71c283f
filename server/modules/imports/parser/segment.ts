/**
 * Splitting a circular's lines into candidate item blocks (README 2.3): table rows under a header
 * line (pipe-separated or space-aligned columns), and paragraphs split at item markers (numbered
 * orders `1)` `1.` `1/` `(a)`, bullets, `MV NAME`, `vsl :`, `CARGO 1`) or, in a paragraph of one-line
 * listings, at each line that starts another ship. Lines that are no item (titles, section headers,
 * remarks, signatures) come back as statements for the list-wide reader.
 */
import { COLUMN_WORDS } from './columns';
import type { Block, Column } from './types';
import { readVesselClass, type VesselClass } from './vocabulary/vessel-types';

// Folded header text: lower case, units in brackets and dots dropped (`DWT (MT)` → `dwt`, `Comm.` → `comm`).
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)|\./g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Cell {
  text: string;
  start: number;
}

/** Cells of a line: by `|` when it has pipes, else by runs of two or more spaces. */
function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  if (line.includes('|')) {
    // Pipe cells keep their place when empty (`| X |  | 2012 |`); the outer pipes' empty ends are dropped.
    const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
    const offset = line.indexOf(inner);
    let at = 0;
    for (const raw of inner.split('|')) {
      cells.push({ text: raw.trim(), start: offset + at + (raw.length - raw.trimStart().length) });
      at += raw.length + 1;
    }
    return cells;
  }
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) cells.push({ text: m[0], start: m.index });
  return cells;
}

/** The columns of a header line, or null when the line is not one (fewer than 3 column words, or mostly other words). */
function headerOf(line: string): { columns: Column[]; starts: number[]; pipes: boolean } | null {
  const cells = cellsOf(line);
  if (cells.length < 3) return null;
  const columns = cells.map((c) => COLUMN_WORDS[fold(c.text)]);
  const known = columns.filter((c) => c !== undefined).length;
  const written = cells.filter((c) => c.text).length;
  if (known < 3 || known < written * 0.7) return null;
  return { columns: columns.map((c) => c ?? 'skip'), starts: cells.map((c) => c.start), pipes: line.includes('|') };
}

/** A row's cells keyed by the header's columns: by index when the counts agree, else by the nearest column start. */
function rowCells(line: string, header: NonNullable<ReturnType<typeof headerOf>>): Partial<Record<Column, string>> {
  const cells = cellsOf(line);
  const out: Partial<Record<Column, string>> = {};
  const put = (col: Column, text: string) => {
    if (col !== 'skip' && text) out[col] = out[col] ? `${out[col]} ${text}` : text;
  };
  if (cells.length === header.columns.length || header.pipes) {
    cells.forEach((c, i) => put(header.columns[Math.min(i, header.columns.length - 1)], c.text));
    return out;
  }
  for (const c of cells) {
    let best = 0;
    for (let i = 0; i < header.starts.length; i++) if (header.starts[i] <= c.start + 2) best = i;
    put(header.columns[best], c.text);
  }
  return out;
}

// Item markers at the start of a line, by kind: a line of the paragraph's first kind starts another item.
const MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['num', /^\s*(?:no\.?\s*)?\d{1,2}\s*[).:/]\s+|^\s*\d{1,2}\.\s*(?=\S)|^\s*#\d+\s+/i],
  ['alpha', /^\s*\(?[a-z]\)\s+/i],
  ['bullet', /^\s*[*•·▪►>+]\s+/],
  ['dash', /^\s*[-–—]\s+/],
  ['vsl', /^\s*(?:vsl|vessel|ship)\s*[:.]\s*/i],
  ['mv', /^\s*(?:m\/?v|m\.v\.|mt|m\/t)\s+[A-Z0-9]/i],
  ['cargo', /^\s*(?:cargo|order|cgo)\s*(?:no\.?\s*)?\d+\b/i],
];
const markerOf = (line: string) => MARKERS.find(([, re]) => re.test(line))?.[0] ?? null;
const markerRe = (kind: string) => MARKERS.find(([k]) => k === kind)![1];

/** Strips an item marker (`1)`, `(a)`, `*`, `- `) from the start of a line. */
export function stripMarker(line: string): string {
  for (const [kind, re] of MARKERS) if (kind !== 'mv' && kind !== 'vsl' && kind !== 'cargo') line = line.replace(re, '');
  return line.trim();
}

// A deadweight written in a line (`63,450 DWT`, `abt 61k Ultra`): a one-line listing of a ship.
const DWT_IN_LINE =
  /\d\s*(?:,\d{3})?\s*(?:mt\s*)?dwt\b|\b\d{2,3}(?:\.\d)?k\s+(?:dwt|supra|ultra|smx|umx|pmx|kmx|cape|handy)|\b\d{2,3}(?:\.\d)?k\b.*\bopen\b/i;

// A figure that makes a line an item of its own: a deadweight or a cargo quantity.
const ITEM_FIGURE = new RegExp(`${DWT_IN_LINE.source}|\\d\\s*(?:k|kt|mt|mts|tons)\\b`, 'i');

export interface Segmented {
  blocks: Block[];
  /** Lines that belong to no item: titles, remarks, list-wide statements. */
  statements: string[];
}

/** Splits cleaned lines (text-clean.ts) into candidate blocks and statement lines. */
export function segment(lines: string[]): Segmented {
  const blocks: Block[] = [];
  const statements: string[] = [];
  let sectionClass: VesselClass | null = null;
  let paragraph: string[] = [];

  const flush = () => {
    if (paragraph.length) for (const b of splitParagraph(paragraph)) blocks.push({ lines: b, cells: null, sectionClass });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const header = line.trim() ? headerOf(line) : null;
    if (header) {
      flush();
      let j = i + 1;
      for (; j < lines.length; j++) {
        const row = lines[j];
        if (!row.trim()) {
          // Rules became blank lines: a table goes on past one blank line when the next line is a row.
          if (j + 1 < lines.length && lines[j + 1].trim() && cellsOf(lines[j + 1]).length >= 3 && !headerOf(lines[j + 1])) continue;
          break;
        }
        if (headerOf(row)) break;
        blocks.push({ lines: [row.trim()], cells: rowCells(row, header), sectionClass });
      }
      i = j - 1;
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    // A short line standing alone is a section header: its class (MR, LR1, AFRAMAX) holds for what follows.
    const alone = !lines[i - 1]?.trim() || !lines[i + 1]?.trim() || isHeaderLike(line);
    if (alone && isHeaderLike(line) && paragraph.length === 0 && markerOf(line) === null) {
      const cls = readVesselClass(line.replace(/[=*#_]/g, ' '));
      sectionClass = cls;
      statements.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return { blocks, statements };
}

// A header: a few words, no figures of a listing (`MR`, `LR1`, `=== CARGOES ===`, `OPEN CAPES`, `PACIFIC`).
function isHeaderLike(line: string): boolean {
  const t = line.replace(/[=*#_:-]/g, ' ').trim();
  return t.length > 0 && t.length <= 40 && !/\d{2}/.test(t) && t.split(/\s+/).length <= 5 && !/[a-z]{2,}.*[.,]$/.test(t) && t === t.toUpperCase();
}

// A line that is a whole cargo order: a quantity with its unit, no rate terms, no `Label:` in front.
const ORDER_QTY = /\d\s*(?:k|kt|mt|mts|tons)\b/i;
const RATE_WORDS = /\b(?:shinc|shex|fhex|pwwd|wwd|cqd|l\/d)\b/i;
const isOrderLine = (line: string) =>
  ORDER_QTY.test(line) && !RATE_WORDS.test(line) && !/^\s*[\p{L} /.]{2,24}:/u.test(line) && !DWT_IN_LINE.test(line);

/** Splits one paragraph at item markers of its first line's kind, or at each line that lists another ship. */
function splitParagraph(all: string[]): string[][] {
  // A preface written on the lines before the first item (`Pls offer:` then `1) ...`) is a chunk of its own.
  const firstMarked = all.findIndex((l) => markerOf(l) !== null && markerOf(l) !== 'dash' && markerOf(l) !== 'bullet');
  if (firstMarked > 0 && all.slice(0, firstMarked).every((l) => !ITEM_FIGURE.test(l) && !/^\s/.test(l))) {
    return [all.slice(0, firstMarked), ...splitParagraph(all.slice(firstMarked))];
  }
  const par = all;
  let firstKind = markerOf(par[0]);
  // Bullets start items only in a list of one-line items; under a ship's name they are its particulars.
  if ((firstKind === 'dash' || firstKind === 'bullet') && !ITEM_FIGURE.test(par[0])) firstKind = null;
  const out: string[][] = [];
  let cur: string[] = [];
  let curHasDwt = false;
  // One-line orders in a paragraph: the first line is an order of its own (a quantity, not a labelled field).
  const cargoLines = firstKind === null && isOrderLine(par[0]);
  for (const line of par) {
    const kind = markerOf(line);
    const hasDwt = DWT_IN_LINE.test(line);
    const startsItem =
      (firstKind !== null && kind === firstKind && markerRe(firstKind).test(line)) ||
      (kind === 'mv' && firstKind !== 'num') ||
      (hasDwt && curHasDwt && !/^\s/.test(line) && kind === null) ||
      (cargoLines && kind === null && !/^\s/.test(line) && isOrderLine(line));
    if (startsItem && cur.length) {
      out.push(cur);
      cur = [];
      curHasDwt = false;
    }
    cur.push(line);
    curHasDwt ||= hasDwt;
  }
  if (cur.length) out.push(cur);
  return out;
}
